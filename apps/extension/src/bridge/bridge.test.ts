import type { ExtensionSearchRequest } from '@kolekt/shared/extension-protocol';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest } from '../lib/runtime-messages';
import { startBridge, type Bridge } from './bridge';

const origin = 'http://localhost:3000';
const token = 'header.payload.signature';

let posted: unknown[];
let toWorker: WorkerRequest[];
let bridge: Bridge;
let searchCallbacks: { onMessage: (m: SearchMessage) => void; onError: () => void } | undefined;
let searchRequest: ExtensionSearchRequest | undefined;
const stopSearch = vi.fn();

/** Moves the test page to another address (happy-dom's own control). */
const setPageUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

/** A message as the browser delivers it: from a window, on an origin. */
function deliver(data: unknown, from: { source?: Window | null; origin?: string } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      source: from.source === undefined ? window : from.source,
      origin: from.origin ?? origin,
    }),
  );
}

beforeEach(() => {
  setPageUrl(`${origin}/collections`);
  posted = [];
  toWorker = [];
  searchCallbacks = undefined;
  searchRequest = undefined;
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message);
  });
  bridge = startBridge({
    window,
    origin,
    sendToWorker: (request) => toWorker.push(request),
    startSearch(request, onMessage, onError) {
      searchRequest = request;
      searchCallbacks = { onMessage, onError };
      return stopSearch;
    },
  });
});

afterEach(() => {
  bridge.stop();
  vi.restoreAllMocks();
});

describe('the bridge', () => {
  it('answers the readiness check and hands the token to the worker only', () => {
    deliver({ type: 'CHECK_EXTENSION_READY' });
    deliver({ type: 'EXTENSION_AUTH', token });
    deliver({ type: 'EXTENSION_LOGOUT' });
    expect(posted).toEqual([{ type: 'EXTENSION_READY' }]);
    expect(window.postMessage).toHaveBeenCalledWith({ type: 'EXTENSION_READY' }, origin);
    expect(toWorker).toEqual([{ kind: 'auth', token }, { kind: 'logout' }]);
    expect(JSON.stringify(posted)).not.toContain(token);
  });

  it('ignores messages from another origin or another window', () => {
    // Another window (a frame, an opener) posting into this one.
    const otherWindow = { postMessage: vi.fn() } as unknown as Window;
    deliver({ type: 'EXTENSION_AUTH', token }, { origin: 'https://evil.example' });
    deliver({ type: 'EXTENSION_AUTH', token }, { source: otherWindow });
    deliver({ type: 'EXTENSION_AUTH', token }, { source: null });
    deliver({ type: 'CHECK_EXTENSION_READY' }, { origin: 'http://localhost:3001' });
    expect(toWorker).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('ignores malformed messages', () => {
    deliver({ type: 'EXTENSION_AUTH' });
    deliver({ type: 'EXTENSION_AUTH', token: 42 });
    deliver('EXTENSION_LOGOUT');
    deliver(null);
    expect(toWorker).toEqual([]);
  });

  it('stays silent on a page that is not the configured origin', () => {
    setPageUrl('https://shop.example/urun/1');
    deliver({ type: 'CHECK_EXTENSION_READY' });
    expect(posted).toEqual([]);
  });

  it('asks the app for a fresh token without sending any token', () => {
    bridge.requestToken();
    expect(posted).toEqual([{ type: 'EXTENSION_TOKEN_REQUEST' }]);
  });

  it('relays a search, for the one shop picked, to the worker and its events back to the app', () => {
    deliver({
      type: 'EXTENSION_SEARCH',
      requestId: 'r1',
      key: 'termos',
      pageIndex: 1,
      pageSize: 12,
      store: 'n11',
    });
    expect(searchRequest).toMatchObject({ key: 'termos', store: 'n11' });
    const completed: SearchMessage = {
      success: true,
      message: 'completed',
      data: { items: [], hasNextPage: false, shops: [] },
    };
    searchCallbacks?.onMessage(completed);
    expect(posted).toEqual([
      { type: 'EXTENSION_SEARCH_EVENT', requestId: 'r1', message: completed },
    ]);
  });

  it('stops a search the app cancels and reports a worker failure', () => {
    deliver({
      type: 'EXTENSION_SEARCH',
      requestId: 'r2',
      key: 'termos',
      pageIndex: 1,
      pageSize: 12,
    });
    deliver({ type: 'EXTENSION_SEARCH_CANCEL', requestId: 'r2' });
    expect(stopSearch).toHaveBeenCalledTimes(1);
    deliver({
      type: 'EXTENSION_SEARCH',
      requestId: 'r3',
      key: 'termos',
      pageIndex: 1,
      pageSize: 12,
    });
    searchCallbacks?.onError();
    expect(posted).toEqual([{ type: 'EXTENSION_SEARCH_ERROR', requestId: 'r3' }]);
  });
});
