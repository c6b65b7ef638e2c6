import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChrome } from '../test/fake-chrome';
import { handleRequest } from './handle-request';

const origin = 'http://localhost:3100';
const token = 'header.payload.signature';
let chromeFake: ReturnType<typeof installFakeChrome>;

/** The bridge in a tab's top frame on `url`, as Chromium describes the sender. */
const bridgeIn = (url: string, extra: Partial<chrome.runtime.MessageSender> = {}) =>
  ({
    id: chrome.runtime.id,
    url,
    frameId: 0,
    tab: { id: 7, url } as chrome.tabs.Tab,
    ...extra,
  }) as chrome.runtime.MessageSender;

beforeEach(() => {
  chromeFake = installFakeChrome();
  chromeFake.areas.local.kolektOrigin = origin;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker keeps the token', () => {
  it('from the bridge in the top frame of a Kolekt tab, and drops it on logout', async () => {
    await handleRequest({ kind: 'auth', token }, bridgeIn(`${origin}/collections`));
    expect(chromeFake.areas.session.kolektToken).toBe(token);
    await handleRequest({ kind: 'logout' }, bridgeIn(`${origin}/welcome`));
    expect(chromeFake.areas.session.kolektToken).toBeUndefined();
  });

  it('never from another site, a frame, another port or another extension', async () => {
    const senders = [
      bridgeIn('https://evil.example/'),
      bridgeIn('http://localhost:3000/'),
      bridgeIn(`${origin}/collections`, { frameId: 3 }),
      bridgeIn(`${origin}/collections`, { id: 'another-extension' }),
      bridgeIn(`${origin}/collections`, { tab: undefined }),
    ];
    for (const sender of senders) await handleRequest({ kind: 'auth', token }, sender);
    expect(chromeFake.areas.session.kolektToken).toBeUndefined();
  });

  it('lets no page sign the extension out', async () => {
    chromeFake.areas.session.kolektToken = token;
    await handleRequest({ kind: 'logout' }, bridgeIn('https://evil.example/'));
    expect(chromeFake.areas.session.kolektToken).toBe(token);
  });
});

describe('a token request', () => {
  it('is sent to the open Kolekt tabs only when the extension itself asks', async () => {
    chromeFake.fake.tabs.query.mockResolvedValue([
      { id: 4, url: `${origin}/` },
      { id: 5, url: 'http://localhost:3000/' },
    ] as never);
    await handleRequest({ kind: 'request-token' }, bridgeIn(`${origin}/`));
    expect(chromeFake.fake.tabs.sendMessage).not.toHaveBeenCalled();

    const popup = { id: chrome.runtime.id, url: chrome.runtime.getURL('popup.html?tab=4') };
    await handleRequest({ kind: 'request-token' }, popup);
    expect(chromeFake.fake.tabs.sendMessage).toHaveBeenCalledTimes(1);
    expect(chromeFake.fake.tabs.sendMessage).toHaveBeenCalledWith(
      4,
      { kind: 'token-request' },
      { frameId: 0 },
    );
  });
});
