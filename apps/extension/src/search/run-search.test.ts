import { searchAdapters } from '@kolekt/extract';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import { describe, expect, it } from 'vitest';
import { runSearch } from './run-search';

/** A results page that only describes its results in JSON-LD, as a shop does for crawlers. */
const resultsPage = (names: string[]) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: names.map((name, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name,
        url: `/urun/${index + 1}`,
        image: `https://cdn.example/${index + 1}.jpg`,
        offers: { '@type': 'Offer', price: '349.90', priceCurrency: 'TRY' },
      },
    })),
  })}</script></head><body></body></html>`;

/** A listing whose cards the Trendyol adapter does not know, with its (untrusted) JSON-LD list. */
const changedTrendyolPage = resultsPage(['Başka Ürün']).replace(
  '<body></body>',
  `<body>${[1, 2, 3, 4, 5].map((id) => `<a href="/marka/termos-p-${id}">Termos ${id}</a>`).join('')}</body>`,
);

const challengePage =
  '<!doctype html><html><head><title>Just a moment...</title></head><body></body></html>';

/**
 * The shops' answers by host: one answers, one changed its page, one walls the browser off, one
 * hangs, one errs.
 */
const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  expect(init?.credentials).toBe('include');
  switch (url.hostname) {
    case 'www.boyner.com.tr':
      return new Response(resultsPage(['Çelik Termos', 'Deri Cüzdan']), { status: 200 });
    case 'www.trendyol.com':
      return new Response(changedTrendyolPage, { status: 200 });
    case 'www.hepsiburada.com':
      return new Response(challengePage, { status: 403 });
    case 'www.n11.com':
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    case 'www.amazon.com.tr':
      return new Response('<html><body>Internal error</body></html>', { status: 500 });
    default:
      throw new TypeError('Failed to fetch');
  }
};

const adapters = [
  searchAdapters.trendyol,
  searchAdapters.hepsiburada,
  searchAdapters.n11,
  searchAdapters.amazon,
  searchAdapters.boyner,
];

describe('runSearch', () => {
  it('streams each shop as it ends, then the whole page with every status', async () => {
    const messages: SearchMessage[] = [];
    await runSearch({
      query: { key: '  TERMOS ', pageIndex: 1, pageSize: 12 },
      onMessage: (message) => messages.push(message),
      fetch: fakeFetch,
      adapters,
      timeoutMs: 100,
    });

    expect(messages.map((message) => message.message)).toEqual([
      'wait',
      'wait',
      'wait',
      'wait',
      'wait',
      'completed',
    ]);
    const completed = messages.at(-1)!;
    expect(completed.data.items.map((item) => item.title)).toEqual(['Çelik Termos', 'Deri Cüzdan']);
    expect(completed.data.items[0]).toMatchObject({
      store: 'Boyner',
      price: '349,90 TL',
      pureUrl: 'https://www.boyner.com.tr/urun/1',
    });
    expect(completed.data.items[0]?.signature).toBeUndefined();
    const statuses = Object.fromEntries(
      (completed.data.shops ?? []).map((shop) => [shop.id, [shop.status, shop.count]]),
    );
    expect(statuses).toEqual({
      boyner: ['answered', 2],
      // Products on the page, none readable: a changed page, never "no results".
      trendyol: ['unreadable', 0],
      hepsiburada: ['blocked', 0],
      n11: ['timeout', 0],
      amazon: ['failed', 0],
    });
    // The 'wait' messages together carry every item once.
    const streamed = messages.slice(0, -1).flatMap((message) => message.data.items);
    expect(streamed).toHaveLength(2);
  });

  it('asks each shop for the folded key and the page asked for', async () => {
    const asked: string[] = [];
    await runSearch({
      query: { key: 'İPHONE', pageIndex: 2, pageSize: 12 },
      onMessage: () => undefined,
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(resultsPage([]), { status: 200 });
      },
      adapters: [searchAdapters.trendyol],
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('iphone');
    expect(asked[0]).not.toContain('PHONE');
  });

  it('follows a page that only sends the reader on, once and on the same shop, as the server does', async () => {
    const asked: string[] = [];
    const messages: SearchMessage[] = [];
    await runSearch({
      query: { key: 'termos', pageIndex: 1, pageSize: 12 },
      onMessage: (message) => messages.push(message),
      fetch: async (input) => {
        const url = new URL(String(input));
        asked.push(url.pathname + url.search);
        return url.searchParams.has('ref')
          ? new Response(resultsPage(['Çelik Termos']), { status: 200 })
          : new Response(
              '<html><head><meta http-equiv="refresh" content="0; url=/s?k=termos&ref=nb"></head></html>',
              { status: 200 },
            );
      },
      adapters: [searchAdapters.amazon],
    });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe('/s?k=termos&ref=nb');
    const completed = messages.at(-1)!;
    expect(completed.data.shops).toEqual([
      expect.objectContaining({ id: 'amazon', status: 'answered', count: 1 }),
    ]);
    expect(completed.data.items.map((item) => item.title)).toEqual(['Çelik Termos']);
  });

  it('asks only the shop the user picked', async () => {
    const asked: string[] = [];
    const messages: SearchMessage[] = [];
    await runSearch({
      query: { key: 'termos', pageIndex: 1, pageSize: 12, store: 'trendyol' },
      onMessage: (message) => messages.push(message),
      fetch: (input, init) => {
        asked.push(new URL(String(input)).hostname);
        return fakeFetch(input, init);
      },
      adapters,
      timeoutMs: 100,
    });
    expect(asked).toEqual(['www.trendyol.com']);
    expect(messages.at(-1)?.data.shops?.map((shop) => shop.id)).toEqual(['trendyol']);
  });

  it('sends nothing more once the app cancels', async () => {
    const controller = new AbortController();
    const messages: SearchMessage[] = [];
    const running = runSearch({
      query: { key: 'termos', pageIndex: 1, pageSize: 12 },
      onMessage: (message) => messages.push(message),
      fetch: fakeFetch,
      adapters: [searchAdapters.n11],
      signal: controller.signal,
    });
    controller.abort();
    await running;
    expect(messages).toEqual([]);
  });
});
