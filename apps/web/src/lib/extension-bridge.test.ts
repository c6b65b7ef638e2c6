import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import {
  checkExtensionReady,
  listenForExtensionRequests,
  notifyExtension,
  searchWithExtension,
} from './extension-bridge';

type Posted = { type: string; token?: string; requestId?: string };

let posted: Posted[];
let extensionInstalled: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  posted = [];
  extensionInstalled = false;
  // Stands in for the extension's content script listening on the page.
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as Posted);
    // A browser hands what the page posts to the page's own listeners too, in a later task.
    setTimeout(() => fromBridge(message));
    if (extensionInstalled && (message as Posted).type === 'CHECK_EXTENSION_READY') {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'EXTENSION_READY' }, source: window }),
      );
    }
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkExtensionReady', () => {
  it('gives up after 1 second without an answer', async () => {
    const ready = checkExtensionReady();
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void ready.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(ready).resolves.toBe(false);
  });

  it('ignores EXTENSION_READY sent from another window', async () => {
    const ready = checkExtensionReady();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'EXTENSION_READY' } }));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(ready).resolves.toBe(false);
  });
});

describe('notifyExtension', () => {
  it('sends the token once the extension answers', async () => {
    extensionInstalled = true;
    await expect(notifyExtension({ type: 'EXTENSION_AUTH', token: 'abc' })).resolves.toBe(true);
    expect(posted).toEqual([
      { type: 'CHECK_EXTENSION_READY' },
      { type: 'EXTENSION_AUTH', token: 'abc' },
    ]);
  });

  it('retries twice, waiting 500 ms then 750 ms, and resolves false without throwing', async () => {
    const result = notifyExtension({ type: 'EXTENSION_LOGOUT' });
    const checks = () => posted.filter((message) => message.type === 'CHECK_EXTENSION_READY');

    await vi.advanceTimersByTimeAsync(1000); // first check times out
    expect(checks()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500); // first delay
    expect(checks()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000 + 749); // second check, most of the grown delay
    expect(checks()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);

    await expect(result).resolves.toBe(false);
    expect(posted.some((message) => message.type === 'EXTENSION_LOGOUT')).toBe(false);
  });

  it('finds an extension that starts listening between attempts', async () => {
    const result = notifyExtension({ type: 'EXTENSION_LOGOUT' });
    await vi.advanceTimersByTimeAsync(1000);
    extensionInstalled = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(true);
    expect(posted.at(-1)).toEqual({ type: 'EXTENSION_LOGOUT' });
  });
});

/** A message the extension's bridge posts into this window, on this page's origin. */
function fromBridge(data: unknown, options: { source?: Window | null; origin?: string } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      source: options.source === undefined ? window : options.source,
      origin: options.origin ?? window.location.origin,
    }),
  );
}

describe('listenForExtensionRequests', () => {
  it('refreshes the session when the extension asks, at most once in 5 seconds', async () => {
    const refresh = vi.fn();
    const stop = listenForExtensionRequests(refresh);
    fromBridge({ type: 'EXTENSION_TOKEN_REQUEST' });
    fromBridge({ type: 'EXTENSION_TOKEN_REQUEST' });
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    fromBridge({ type: 'EXTENSION_TOKEN_REQUEST' });
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    fromBridge({ type: 'EXTENSION_TOKEN_REQUEST' });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores the request from another window or origin', () => {
    const refresh = vi.fn();
    const stop = listenForExtensionRequests(refresh);
    fromBridge({ type: 'EXTENSION_TOKEN_REQUEST' }, { source: null });
    fromBridge({ type: 'EXTENSION_TOKEN_REQUEST' }, { origin: 'https://evil.example' });
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});

describe('searchWithExtension', () => {
  const query = { key: 'termos', pageIndex: 1, pageSize: 12 };
  const page = (message: SearchMessage['message'], titles: string[]): SearchMessage => ({
    success: true,
    message,
    data: {
      items: titles.map((title) => ({
        title,
        store: 'Trendyol',
        price: null,
        imagePath: null,
        pureUrl: `https://www.trendyol.com/${title}`,
      })),
      hasNextPage: false,
      shops: [],
    },
  });
  const searchRequest = () => posted.find((message) => message.type === 'EXTENSION_SEARCH');

  it('asks the extension and streams its messages until completed', async () => {
    extensionInstalled = true;
    const received: SearchMessage[] = [];
    const done = searchWithExtension(query, (message) => received.push(message));
    await vi.advanceTimersByTimeAsync(0);
    const request = searchRequest();
    expect(request).toMatchObject({ type: 'EXTENSION_SEARCH', ...query });
    const requestId = request?.requestId;
    fromBridge({
      type: 'EXTENSION_SEARCH_EVENT',
      requestId: 'another',
      message: page('wait', ['x']),
    });
    fromBridge(
      { type: 'EXTENSION_SEARCH_EVENT', requestId, message: page('wait', ['a']) },
      { origin: 'https://evil.example' },
    );
    fromBridge({ type: 'EXTENSION_SEARCH_EVENT', requestId, message: page('wait', ['a']) });
    fromBridge({
      type: 'EXTENSION_SEARCH_EVENT',
      requestId,
      message: page('completed', ['a', 'b']),
    });
    await expect(done).resolves.toBeUndefined();
    expect(received.map((message) => message.message)).toEqual(['wait', 'completed']);
  });

  it('rejects when no extension answers', async () => {
    const done = searchWithExtension(query, () => undefined);
    const settled = expect(done).rejects.toThrow('did not answer');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(searchRequest()).toBeUndefined();
  });

  it('rejects when the extension reports a failure or goes silent', async () => {
    extensionInstalled = true;
    const failed = searchWithExtension(query, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    fromBridge({ type: 'EXTENSION_SEARCH_ERROR', requestId: searchRequest()?.requestId });
    await expect(failed).rejects.toThrow('failed');

    const silent = searchWithExtension(query, () => undefined);
    const settled = expect(silent).rejects.toThrow('stopped answering');
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
  });

  it('tells the extension to stop when the caller aborts', async () => {
    extensionInstalled = true;
    const controller = new AbortController();
    const done = searchWithExtension(query, () => undefined, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(done).rejects.toThrow();
    expect(posted.at(-1)).toEqual({
      type: 'EXTENSION_SEARCH_CANCEL',
      requestId: searchRequest()?.requestId,
    });
  });
});
