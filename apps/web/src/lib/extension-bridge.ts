import { timings } from '@kolekt/shared/constants';
import type {
  AppToExtensionMessage,
  ExtensionToAppMessage,
} from '@kolekt/shared/extension-protocol';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/** Messages the paired browser extension understands (spec §7 "Extension messages"). */
export type ExtensionMessage = Extract<
  AppToExtensionMessage,
  { type: 'EXTENSION_AUTH' } | { type: 'EXTENSION_LOGOUT' }
>;

/**
 * The types only the extension sends. The app's own messages (EXTENSION_SEARCH…) reach this
 * window's listeners too, since both sides post to the same window.
 */
const fromExtensionTypes: Record<ExtensionToAppMessage['type'], true> = {
  EXTENSION_READY: true,
  EXTENSION_TOKEN_REQUEST: true,
  EXTENSION_SEARCH_EVENT: true,
  EXTENSION_SEARCH_ERROR: true,
};

/** A message the extension's bridge posted into this very window on this origin, or null. */
function fromExtension(event: MessageEvent): ExtensionToAppMessage | null {
  if (event.source !== window || event.origin !== window.location.origin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && Object.hasOwn(fromExtensionTypes, type)
    ? (event.data as ExtensionToAppMessage)
    : null;
}

const post = (message: AppToExtensionMessage) =>
  window.postMessage(message, window.location.origin);

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
    post({ type: 'CHECK_EXTENSION_READY' });
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
        post(message);
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

/** The least time between two session refreshes the extension can ask for. */
const tokenRequestGapMs = 5000;

/**
 * Answers the extension's EXTENSION_TOKEN_REQUEST (its token expired) with `refresh`, the app's
 * session refresh, which sends the new token as EXTENSION_AUTH. Started once at app start;
 * returns the function that stops it.
 */
export function listenForExtensionRequests(refresh: () => unknown): () => void {
  let last = -Infinity;
  const onMessage = (event: MessageEvent) => {
    if (fromExtension(event)?.type !== 'EXTENSION_TOKEN_REQUEST') return;
    if (Date.now() - last < tokenRequestGapMs) return;
    last = Date.now();
    refresh();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

export interface ExtensionSearchQuery {
  key: string;
  pageIndex: number;
  pageSize: number;
  /** The one shop picked in the Search tab; every shop when absent. */
  store?: SearchStoreId;
}

/** How long a search in the browser may stay silent: every shop has 8 s, plus some slack. */
const searchSilenceMs = 20_000;

/**
 * Runs the retailer search in the user's own browser through the extension: its messages have
 * the server stream's shapes. Resolves after 'completed'; rejects when no extension answers, the
 * extension reports a failure or goes silent, or `signal` aborts (the extension is told to stop).
 */
export async function searchWithExtension(
  query: ExtensionSearchQuery,
  onMessage: (message: SearchMessage) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (!(await checkExtensionReady())) throw new Error('The browser extension did not answer.');
  signal?.throwIfAborted();
  const requestId = crypto.randomUUID();
  return new Promise<void>((resolve, reject) => {
    let silence: ReturnType<typeof setTimeout> | undefined;
    const restartSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => fail(new Error('The browser extension stopped answering.')),
        searchSilenceMs,
      );
    };
    const onWindowMessage = (event: MessageEvent) => {
      const message = fromExtension(event);
      if (!message || !('requestId' in message) || message.requestId !== requestId) return;
      if (message.type === 'EXTENSION_SEARCH_ERROR') {
        return fail(new Error('The search in the browser failed.'));
      }
      restartSilence();
      onMessage(message.message);
      if (message.message.message !== 'wait') finish();
    };
    const onAbort = () => {
      post({ type: 'EXTENSION_SEARCH_CANCEL', requestId });
      fail(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    function cleanUp() {
      clearTimeout(silence);
      window.removeEventListener('message', onWindowMessage);
      signal?.removeEventListener('abort', onAbort);
    }
    function finish() {
      cleanUp();
      resolve();
    }
    function fail(error: unknown) {
      cleanUp();
      reject(error);
    }
    window.addEventListener('message', onWindowMessage);
    signal?.addEventListener('abort', onAbort);
    restartSilence();
    post({ type: 'EXTENSION_SEARCH', requestId, ...query });
  });
}
