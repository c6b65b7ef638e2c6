import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkExtensionReady, notifyExtension } from './extension-bridge';

type Posted = { type: string; token?: string };

let posted: Posted[];
let extensionInstalled: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  posted = [];
  extensionInstalled = false;
  // Stands in for the extension's content script listening on the page.
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as Posted);
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
