import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { startEarlyRequest, takeEarlyResponse } from './early-requests';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("asks as a guest, in the visitor's language, and hands the answer over once", async () => {
  const reply = envelopeResponse({ success: true, message: '', data: { id: 'c1' } });
  fetchMock.mockResolvedValueOnce(reply);
  startEarlyRequest('collection/c1', 'en');

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/collection/c1');
  expect(init?.credentials).toBe('omit');
  expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  expect(new Headers(init?.headers).get('Authorization')).toBeNull();

  await expect(takeEarlyResponse('collection/c1')).resolves.toBe(reply);
  expect(takeEarlyResponse('collection/c1')).toBeUndefined();
  expect(takeEarlyResponse('collection/other')).toBeUndefined();
});

it('gives nothing for a request that failed, so the screen asks again itself', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  startEarlyRequest('collection/c2', 'tr');
  await expect(takeEarlyResponse('collection/c2')).resolves.toBeUndefined();
});

it('gives nothing once the first screen is long past', () => {
  const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
  fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, message: '', data: null }));
  startEarlyRequest('collection/c3', 'tr');
  now.mockReturnValue(11_001);
  expect(takeEarlyResponse('collection/c3')).toBeUndefined();
});
