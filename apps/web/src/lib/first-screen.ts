import { useEffect } from 'react';
import { whenIdle } from './when-idle';

let markDrawn: () => void = () => undefined;

/** Resolves once the first screen (a route, or the route error page) has been painted. */
const firstScreenDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** Resolves once the first screen has been painted: the app has drawn or adopted the page. */
export const whenFirstScreenDrawn = () => firstScreenDrawn;

/**
 * Called by the root layout and the route error page: after their first commit, the next frame
 * paints the first screen. The router renders a route in a transition, in slices, so "the
 * route's code has loaded" comes well before this.
 */
export function useFirstScreenDrawn() {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(markDrawn));
  }, []);
}

/**
 * Runs `work` once the first screen has been painted and the browser is idle: for what the
 * visitor does not see yet, so its code and requests never compete with the screen's own.
 * Returns a cancel function.
 */
export function afterFirstScreen(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  void firstScreenDrawn.then(() => {
    if (!cancelled) cancelIdle = whenIdle(work);
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
