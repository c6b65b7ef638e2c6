import { timings } from '@kolekt/shared/constants';

/** Messages the paired browser extension understands (spec §7 "Extension messages"). */
export type ExtensionMessage =
  { type: 'EXTENSION_AUTH'; token: string } | { type: 'EXTENSION_LOGOUT' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks the extension's content script whether it listens; false after the readiness timeout. */
export function checkExtensionReady(timeoutMs: number = timings.extensionReadyTimeoutMs) {
  return new Promise<boolean>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || event.data?.type !== 'EXTENSION_READY') return;
      finish(true);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ready: boolean) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(ready);
    }
    window.addEventListener('message', onMessage);
    window.postMessage({ type: 'CHECK_EXTENSION_READY' }, window.location.origin);
  });
}

/**
 * Sends a message once the extension answers; a first try plus up to 2 retries, waiting 500 ms
 * and then 1.5 times longer each time. Resolves false (never throws) when nobody listens, because
 * most users have no extension and login must not depend on it.
 */
export async function notifyExtension(message: ExtensionMessage): Promise<boolean> {
  let delay = timings.extensionRetryDelayMs;
  for (let attempt = 0; attempt <= timings.extensionRetryAttempts; attempt += 1) {
    try {
      if (await checkExtensionReady()) {
        window.postMessage(message, window.location.origin);
        return true;
      }
    } catch {
      // A failing postMessage is treated like a missing extension.
    }
    if (attempt < timings.extensionRetryAttempts) {
      await sleep(delay);
      delay *= timings.extensionRetryGrowth;
    }
  }
  return false;
}
