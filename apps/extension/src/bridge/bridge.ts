import {
  appToExtensionSchema,
  type ExtensionSearchRequest,
  type ExtensionToAppMessage,
} from '@kolekt/shared/extension-protocol';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import type { WorkerRequest } from '../lib/runtime-messages';

export interface BridgeOptions {
  window: Window;
  /** The Kolekt origin the user configured; every other origin is ignored. */
  origin: string;
  sendToWorker(request: WorkerRequest): void;
  /** Runs one search in the worker; returns a function that stops it. */
  startSearch(
    request: ExtensionSearchRequest,
    onMessage: (message: SearchMessage) => void,
    onError: () => void,
  ): () => void;
}

export interface Bridge {
  /** Asks the app for a fresh token (its session refresh answers with EXTENSION_AUTH). */
  requestToken(): void;
  stop(): void;
}

/**
 * The page side of the pairing: answers the app's readiness check, hands the token the app sends
 * to the worker (never back to the page) and relays in-browser searches. Only messages from this
 * very window on the configured origin count: frames, other tabs and other sites are ignored.
 */
export function startBridge(options: BridgeOptions): Bridge {
  const { window: win, origin } = options;
  const searches = new Map<string, () => void>();
  const post = (message: ExtensionToAppMessage) => win.postMessage(message, origin);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin || win.location.origin !== origin) return;
    const parsed = appToExtensionSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'CHECK_EXTENSION_READY':
        return post({ type: 'EXTENSION_READY' });
      case 'EXTENSION_AUTH':
        return options.sendToWorker({ kind: 'auth', token: message.token });
      case 'EXTENSION_LOGOUT':
        return options.sendToWorker({ kind: 'logout' });
      case 'EXTENSION_SEARCH': {
        const { requestId } = message;
        searches.get(requestId)?.();
        const stop = options.startSearch(
          message,
          (event) => {
            post({ type: 'EXTENSION_SEARCH_EVENT', requestId, message: event });
            if (event.message !== 'wait') searches.delete(requestId);
          },
          () => {
            searches.delete(requestId);
            post({ type: 'EXTENSION_SEARCH_ERROR', requestId });
          },
        );
        searches.set(requestId, stop);
        return;
      }
      case 'EXTENSION_SEARCH_CANCEL':
        searches.get(message.requestId)?.();
        searches.delete(message.requestId);
        return;
    }
  };

  win.addEventListener('message', onMessage);
  return {
    requestToken: () => post({ type: 'EXTENSION_TOKEN_REQUEST' }),
    stop() {
      win.removeEventListener('message', onMessage);
      for (const stop of searches.values()) stop();
      searches.clear();
    },
  };
}
