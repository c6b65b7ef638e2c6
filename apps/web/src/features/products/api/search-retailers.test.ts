import type { SearchItem, SearchMessage } from '@kolekt/shared/retailer-search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse } from '@/test/render';
import { normalizeSearchKey, searchRetailers } from './search-retailers';

const item = (title: string): SearchItem => ({
  title,
  store: 'Trendyol',
  price: '349,90 TL',
  imagePath: null,
  pureUrl: `https://www.trendyol.com/${encodeURIComponent(title)}`,
});
const event = (message: SearchMessage['message'], items: SearchItem[] = []) =>
  `data: ${JSON.stringify({ success: true, message, data: { items, hasNextPage: false } })}\n\n`;

/** A stream of the given chunks that, like a real fetch body, fails when the request aborts. */
function sseResponse(chunks: string[], signal?: AbortSignal | null, keepOpen = false) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
      signal?.addEventListener('abort', () =>
        controller.error(new DOMException('The operation was aborted.', 'AbortError')),
      );
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function run(signal = new AbortController().signal) {
  const messages: SearchMessage[] = [];
  const done = searchRetailers({
    scraperUrl: '/scraper/',
    key: '  Kahve İPEK ',
    signal,
    onMessage: (message) => messages.push(message),
  });
  return { messages, done };
}

describe('searchRetailers', () => {
  it('reads data events split across chunks and stops at completed', async () => {
    const wait = event('wait', [item('Kahve Fincanı'), item('Moka Pot')]);
    const rest = `: searching\n\n${event('wait', [item('Çaydanlık')])}${event('completed')}`;
    // Cut through the middle of an event and of a multi-byte character.
    fetchMock.mockResolvedValue(
      sseResponse([wait.slice(0, 30), wait.slice(30), rest.slice(0, 17), rest.slice(17)]),
    );
    const { messages, done } = run();
    await done;
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/scraper/search?key=kahve+ipek&pageIndex=1&pageSize=12',
    );
    expect(messages.map((message) => message.message)).toEqual(['wait', 'wait', 'completed']);
    expect(messages.flatMap((message) => message.data.items.map((found) => found.title))).toEqual([
      'Kahve Fincanı',
      'Moka Pot',
      'Çaydanlık',
    ]);
  });

  it('stops at a cached event even when the stream stays open', async () => {
    fetchMock.mockResolvedValue(sseResponse([event('cached', [item('Moka Pot')])], null, true));
    const { messages, done } = run();
    await done;
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toBe('cached');
  });

  it('throws the message of a 400 envelope instead of a stream', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ success: false, message: 'Search query must be at least 2 characters.' }),
    );
    await expect(run().done).rejects.toThrow('Search query must be at least 2 characters.');
  });

  it('stops reading when the search is aborted', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async (_url, init) =>
      sseResponse([event('wait', [item('Moka Pot')])], init?.signal, true),
    );
    const { messages, done } = run(controller.signal);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    controller.abort();
    await expect(done).rejects.toThrow(/abort/i);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('throws the message of a 429 envelope: one search too many', async () => {
    const message =
      'Too many shop searches in a short time. Please wait a minute and search again.';
    fetchMock.mockResolvedValue(envelopeResponse({ success: false, message }, 429));
    await expect(run().done).rejects.toMatchObject({ message, statusCode: 429 });
  });

  it('sends a signed-in user’s search pass, and a guest’s search without one', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/retailer-search/pass'
        ? envelopeResponse({ success: true, data: { pass: 'ada.pass', expiresAt: 1 } })
        : sseResponse([event('completed')]),
    );
    const sentPass = () => {
      const search = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/scraper/'));
      return new Headers(search?.[1]?.headers).get('x-search-pass');
    };
    await run().done;
    expect(sentPass()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockClear();
    useSessionStore.getState().setSession({ accessToken: 'jwt', user: sessionUserFixture() });
    await run().done;
    expect(sentPass()).toBe('ada.pass');
  });

  it('trims and lowercases the key, folding İ to i', () => {
    expect(normalizeSearchKey('  İPHONE Kılıf ')).toBe('iphone kılıf');
  });
});
