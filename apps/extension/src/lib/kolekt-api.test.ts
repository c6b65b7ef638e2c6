import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureProduct,
  createCollection,
  listOwnCollections,
  unreachableMessage,
  type KolektApi,
} from './kolekt-api';

const api: KolektApi = { origin: 'https://kolekt.example.com', token: 'token-1', language: 'tr' };
const lamp = {
  title: 'Lamp',
  collectionIds: ['c1'],
  url: 'https://shop.example.com/lamp',
  source: 'extension' as const,
};

const fetchMock = vi.fn<typeof fetch>();
const created = async () =>
  new Response(
    JSON.stringify({ success: true, message: '', data: { id: 'c1' }, statusCode: 201 }),
    {
      status: 201,
    },
  );
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

/** Runs a call to its end, automatic retries and their waits included. */
async function settle<T>(pending: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return pending;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the extension api client and Idempotency-Key', () => {
  it('sends a new key with each create and none with a read', async () => {
    fetchMock.mockImplementation(created);
    await createCollection(api, 'Books');
    await captureProduct(api, lamp);
    await listOwnCollections(api);

    const keys = sentKeys();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it('retries a dropped connection with the same key', async () => {
    fetchMock.mockImplementationOnce(dropped).mockImplementationOnce(created);
    const reply = await settle(captureProduct(api, { ...lamp, title: 'Desk lamp' }));
    expect(reply).toMatchObject({ success: true, statusCode: 201 });
    expectOneKey(sentKeys(), 2);
  });

  it('keeps the key for the next press after the retries gave up, then makes a new one', async () => {
    fetchMock.mockImplementation(dropped);
    const failed = await settle(createCollection(api, 'Garden'));
    expect(failed).toEqual({
      success: false,
      message: unreachableMessage,
      data: null,
      statusCode: 0,
    });

    fetchMock.mockImplementation(created);
    await createCollection(api, 'Garden');
    await createCollection(api, 'Garden');
    const keys = sentKeys();
    expect(keys).toHaveLength(5);
    expectOneKey(keys.slice(0, 4), 4);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('gives a second press while the first is unanswered the same key', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockImplementationOnce(created);
    const first = captureProduct(api, { ...lamp, title: 'Floor lamp' });
    await captureProduct(api, { ...lamp, title: 'Floor lamp' });
    answer(await created());
    await first;
    expectOneKey(sentKeys(), 2);
  });
});
