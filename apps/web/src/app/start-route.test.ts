import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { storageKeys } from '@/lib/storage-keys';
import { startRoute } from './start-route';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./layouts/main-layout', () => {
  loaded.push('main-layout');
  return {};
});
vi.mock('./routes/collection', () => {
  loaded.push('collection');
  return {};
});

const fetchMock = vi.fn<typeof fetch>();
const askedFor = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    envelopeResponse({ success: true, message: '', data: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

it("starts a shared collection's code and, for a guest, its header, first page and totals", async () => {
  startRoute('/collection/9f3c2b1a-0000-4000-8000-000000000001', 'en', { drawn: false });
  expect(askedFor()).toEqual([
    '/api/collection/9f3c2b1a-0000-4000-8000-000000000001',
    '/api/product/collection/9f3c2b1a-0000-4000-8000-000000000001?pageIndex=1&pageSize=10',
    '/api/collection/9f3c2b1a-0000-4000-8000-000000000001/price-totals',
  ]);
  await vi.waitFor(() => expect(loaded.sort()).toEqual(['collection', 'main-layout']));
});

it('asks for nothing a signed-in browser would read with its token', async () => {
  localStorage.setItem(
    storageKeys.session,
    JSON.stringify({ state: { token: 'a.b.c', user: { id: 'u1' } }, version: 0 }),
  );
  startRoute('/collection/c1', 'tr', { drawn: false });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks a guest for nothing the server sent with the page it drew', () => {
  startRoute('/collection/c1', 'en', { drawn: true });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('leaves every other page, and a malformed address, to the router', () => {
  for (const path of ['/welcome', '/', '/collection/', '/collection/a/b', '/collection/%E0%A4%A']) {
    startRoute(path, 'tr', { drawn: false });
  }
  expect(fetchMock).not.toHaveBeenCalled();
});

it("leaves the route's code and the first date format to three tasks of their own", async () => {
  vi.useFakeTimers();
  const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
  try {
    startRoute('/collection/c1', 'tr', { drawn: true });
    expect(dateFormat).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(3);
    await vi.runAllTimersAsync();
    expect(dateFormat).toHaveBeenCalledWith('tr', { dateStyle: 'medium' });
  } finally {
    dateFormat.mockRestore();
    vi.useRealTimers();
  }
});
