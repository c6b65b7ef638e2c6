import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAdapters } from '@kolekt/extract';
import { searchStoreIds, type SearchStoreId } from '@kolekt/shared/search-store-ids';
import {
  startFixtureServer,
  testOptions,
  testSearchOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import {
  challengePages,
  legacySearchPages,
  searchFixtures,
  type ChallengeFixture,
} from '../test-support/search-pages';
import { searchShop } from './search-shop';

/** What the one fixture shop answers next: a page (200) or a refusal. */
let current: ChallengeFixture = { status: 200, body: '' };
/** Answers for particular paths, ahead of `current`. */
const byPath = new Map<string, ChallengeFixture>();
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer((request, response) => {
    const answer = byPath.get(request.url ?? '') ?? current;
    response.writeHead(answer.status, {
      'content-type': 'text/html; charset=utf-8',
      ...answer.headers,
    });
    response.end(answer.body);
  });
});
afterAll(() => server.close());

const search = (store: SearchStoreId) =>
  searchShop({
    adapter: searchAdapters[store],
    query: { key: 'kahve', pageIndex: 1, pageSize: 12 },
    options: testOptions({
      allowedHosts: [server.hostPort],
      search: testSearchOptions({ stores: [store], baseUrls: { [store]: server.origin } }),
    }),
    signal: new AbortController().signal,
  });

describe.each(searchStoreIds)('the %s adapter', (store) => {
  it("reads the shop's current results page", async () => {
    current = { status: 200, body: searchFixtures[store].page };
    const page = await search(store);
    expect(page.items).toEqual(searchFixtures[store].expected(server.origin));
    expect(page.outcome).toBe('read');
    expect(page.source).toBe(searchFixtures[store].source);
  });

  it('calls its challenge page blocked, never an empty answer', async () => {
    current = challengePages[store];
    await expect(search(store)).rejects.toMatchObject({ reason: 'blocked' });
  });
});

describe.each(Object.keys(legacySearchPages) as SearchStoreId[])('the %s adapter', (store) => {
  it('still reads the older structure', async () => {
    const legacy = legacySearchPages[store]!;
    current = { status: 200, body: legacy.page };
    expect((await search(store)).items).toEqual(legacy.expected(server.origin));
  });
});

describe('a results page', () => {
  it('that only refreshes to another address on the same shop is followed once', async () => {
    current = {
      status: 200,
      body: '<html><head><meta http-equiv="refresh" content="0; URL=/s?k=kahve&amp;ref=nb"></head></html>',
    };
    byPath.set('/s?k=kahve&ref=nb', { status: 200, body: searchFixtures.amazon.page });
    const before = server.requests.length;
    const page = await search('amazon');
    expect(server.requests.slice(before).map((request) => request.url)).toEqual([
      '/s?k=kahve',
      '/s?k=kahve&ref=nb',
    ]);
    expect(page.items).toEqual(searchFixtures.amazon.expected(server.origin));
  });

  it('with no results and no wall is an answer with no items', async () => {
    current = {
      status: 200,
      body: '<html><body><p>Aramanızla eşleşen ürün bulunamadı.</p></body></html>',
    };
    await expect(search('n11')).resolves.toEqual({
      items: [],
      hasNextPage: false,
      source: null,
      outcome: 'empty',
    });
  });

  it('with no results but a few suggestions under "nothing found" is still empty', async () => {
    const suggestions = [1, 2, 3, 4, 5]
      .map((id) => `<a href="/urun/oneri-${id}"><span>Öneri ${id}</span></a>`)
      .join('');
    current = {
      status: 200,
      body: `<html><body><p>Aramanızla eşleşen ürün bulunamadı.</p>${suggestions}</body></html>`,
    };
    await expect(search('n11')).resolves.toMatchObject({ items: [], outcome: 'empty' });
  });

  it('that lists products in markup the adapter does not know is unreadable, not empty', async () => {
    // A redesigned n11 listing: product links and prices, but none of the known cards.
    const cards = [1, 2, 3, 4, 5]
      .map(
        (id) =>
          `<div class="new-card"><a href="/urun/kahve-${id}"><span>Kahve ${id}</span></a><b>${id}99 TL</b></div>`,
      )
      .join('');
    current = {
      status: 200,
      body: `<html><body><header><a href="/urun/x">x</a></header>${cards}</body></html>`,
    };
    await expect(search('n11')).resolves.toEqual({
      items: [],
      hasNextPage: false,
      source: null,
      outcome: 'unreadable',
    });
  });

  it("of Trendyol with only a JSON-LD ItemList is unreadable: that list is not the page's cards", async () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({
      '@type': 'ListItem',
      position: id,
      item: { '@type': 'Product', name: `TV ${id}`, url: `/tv-p-${id}`, offers: { price: id } },
    }));
    const links = [1, 2, 3, 4, 5].map((id) => `<a href="/marka/tv-p-${id}">TV ${id}</a>`).join('');
    current = {
      status: 200,
      body: `<html><head><script type="application/ld+json">${JSON.stringify({
        '@type': 'ItemList',
        numberOfItems: 900,
        itemListElement: list,
      })}</script></head><body><div class="new-grid">${links}</div></body></html>`,
    };
    await expect(search('trendyol')).resolves.toEqual({
      items: [],
      hasNextPage: false,
      source: null,
      outcome: 'unreadable',
    });
  });

  it('of another shop falls back to its JSON-LD after cards and state, and says so', async () => {
    current = { status: 200, body: searchFixtures.mediamarkt.page };
    await expect(search('teknosa')).resolves.toMatchObject({
      source: 'json-ld',
      outcome: 'read',
      items: [
        expect.objectContaining({ title: 'DeLonghi Magnifica S', store: 'Teknosa' }),
        expect.anything(),
      ],
    });
  });

  it('whose cards were found but none had a title or a link is unreadable', async () => {
    current = {
      status: 200,
      body: '<html><body><div class="prd" data-product-price="10"></div></body></html>',
    };
    await expect(search('teknosa')).resolves.toMatchObject({ items: [], outcome: 'unreadable' });
  });

  it('that is a 404 is a failure, not blocked', async () => {
    current = { status: 404, body: '<html><body>Not found</body></html>' };
    await expect(search('boyner')).rejects.toMatchObject({ reason: 'page_not_found' });
  });
});
