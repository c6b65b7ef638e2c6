import { serverMessages } from '@kolekt/shared/server-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { useSessionStore } from '@/stores/session-store';
import { apiRequest, networkErrorMessage } from './api-client';

vi.mock('./extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

const user = {
  id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  email: 'ayse@example.com',
  biography: null,
  profileImagePath: null,
  language: 'tr' as const,
};

const fetchMock = vi.fn<typeof fetch>();
const created = () => envelopeResponse({ success: true, message: 'Created', data: 'c1' }, 201);
const dropped = () => Promise.reject(new TypeError('Failed to fetch'));

/** The Idempotency-Key of each request fetch was asked for, in order. */
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

/** `count` requests were sent, all with one and the same key. */
function expectOneKey(keys: (string | null)[], count: number) {
  expect(keys).toHaveLength(count);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys).toEqual(Array(count).fill(keys[0]));
}

/** Runs a request to its end, automatic retries and their waits included. */
async function settle<T>(pending: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return pending;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({ accessToken: 'token-1', user });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest and Idempotency-Key', () => {
  it('sends a key with every create, and none with reads or other calls', async () => {
    fetchMock.mockImplementation(async () => created());
    await apiRequest('collection/create', { method: 'POST', form: { name: 'Kitchen' } });
    await apiRequest('comment/create', { method: 'POST', json: { content: 'Nice' } });
    await apiRequest('collection/c1/inviteLinks', { method: 'POST', json: { days: 1 } });
    await apiRequest('collection/nameByUser?name=', {});
    await apiRequest('like/create', { method: 'POST', json: { CollectionId: 'c1' } });

    const keys = sentKeys();
    for (const key of keys.slice(0, 3)) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys.slice(3)).toEqual([null, null]);
  });

  it('retries a dropped connection with the same key and answers with the reply', async () => {
    fetchMock.mockImplementationOnce(dropped).mockImplementationOnce(dropped);
    fetchMock.mockImplementationOnce(async () => created());

    const reply = await settle(
      apiRequest('product/capture', { method: 'POST', json: { title: 'Lamp' } }),
    );

    expect(reply).toMatchObject({ success: true, data: 'c1', statusCode: 201 });
    expectOneKey(sentKeys(), 3);
  });

  it('sends the same key again while the api still runs the first request', async () => {
    fetchMock.mockImplementationOnce(async () =>
      envelopeResponse(
        { success: false, message: serverMessages.idempotencyKeyInProgress, statusCode: 409 },
        409,
      ),
    );
    fetchMock.mockImplementationOnce(async () => created());
    await settle(apiRequest('comment/create', { method: 'POST', json: { content: 'Busy' } }));
    expectOneKey(sentKeys(), 2);
  });

  it('keeps the key for the next press after the retries gave up, then makes a new one', async () => {
    const intent = { method: 'POST', form: { name: 'Garden' } } as const;
    fetchMock.mockImplementation(dropped);
    const failed = await settle(apiRequest('collection/create', intent));
    expect(failed).toEqual({
      success: false,
      message: networkErrorMessage,
      data: null,
      statusCode: 500,
    });

    fetchMock.mockImplementation(async () => created());
    await apiRequest('collection/create', intent);
    await apiRequest('collection/create', intent);
    const keys = sentKeys();
    expect(keys).toHaveLength(5);
    expectOneKey(keys.slice(0, 4), 4);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('gives a second press while the first is unanswered the same key', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockImplementationOnce(async () => created());
    const intent = { method: 'POST', json: { collectionId: 'c1', productId: 'p1' } } as const;

    const first = apiRequest('product/add/collection', intent);
    await apiRequest('product/add/collection', intent);
    answer(created());
    await first;

    expectOneKey(sentKeys(), 2);
  });

  it('keeps the key when an expired token is refreshed and the create sent again', async () => {
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: false, message: 'Expired' }, 401))
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { accessToken: 'fresh', user } }),
      )
      .mockResolvedValueOnce(created());

    await apiRequest('product/scrape/collection', {
      method: 'POST',
      form: { url: 'https://shop.example.com/lamp', collectionId: 'c1' },
    });

    const keys = sentKeys();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/product/scrape/collection',
      '/api/auth/refresh-token',
      '/api/product/scrape/collection',
    ]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).toBe(keys[0]);
  });
});
