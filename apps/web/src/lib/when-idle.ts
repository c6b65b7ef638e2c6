/**
 * Runs `work` once the browser is idle after what it is drawing now, at the latest after
 * `timeoutMs`, so that prefetching never competes with the first screen. Safari has no
 * `requestIdleCallback`; a short timer stands in. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
