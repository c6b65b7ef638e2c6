import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePriceText, ScrapeError, searchAdapters, type ShopPageResults } from '@kolekt/extract';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import { searchStoreIds, type SearchStoreId } from '@kolekt/shared/search-store-ids';
// The extension's own reader, run in Node: the same adapters, read the way the browser reads.
import { searchShop as searchInBrowser } from '../../../extension/src/search/search-shop';
import { buildScraperApp } from '../app';
import { searchShop } from '../search/search-shop';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  testSearchOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { readEvents } from '../test-support/read-events';
import { realPages, type RealSearchExpectation } from '../test-support/real-pages';

/**
 * Issue #31 §1 and §3: every real search page in ../shared/fixtures/real-pages is read through
 * each path the product uses (the server's GET /search, its per-shop search, the extension's
 * reader) and compared with what a shopper sees (`expected.json`). A wall is `blocked`, at
 * status 200 too, and is never cached.
 */
const searchPages = realPages().filter((page) => page.kind === 'search');

/** What one path read from a page: the shop's status, its items, and the source it used. */
interface Reading {
  status: string;
  items: SearchItem[];
  source: string | null;
}

/** Every field that differs from the expectation, naming the source that gave it. */
function mismatches(expected: RealSearchExpectation, reading: Reading, origin?: string): string[] {
  const from = `(source: ${reading.source ?? 'none'})`;
  const found: string[] = [];
  if (reading.status !== 'answered') return [`status: ${reading.status}, expected answered`];
  if (reading.items.length !== expected.count) {
    found.push(`count: ${reading.items.length}, expected ${expected.count} ${from}`);
  }
  const first = reading.items[0];
  if (!first) return [...found, `first card: none ${from}`];
  if (first.title !== expected.first.title) {
    found.push(
      `first.title: ${JSON.stringify(first.title)}, expected ${JSON.stringify(expected.first.title)} ${from}`,
    );
  }
  const price = parsePriceText(first.price)?.value;
  if (price !== expected.first.price) {
    found.push(`first.price: ${first.price}, expected ${expected.first.price} ${from}`);
  }
  // Served from the fixture host, links resolve against it: put the shop's own origin back.
  const shopOrigin = new URL(expected.first.url).origin;
  const url = origin ? first.pureUrl.replace(origin, shopOrigin) : first.pureUrl;
  if (url !== expected.first.url) {
    found.push(`first.url: ${url}, expected ${expected.first.url} ${from}`);
  }
  return found;
}

const servers: FixtureServer[] = [];
type App = Awaited<ReturnType<typeof buildScraperApp>>;
const apps: App[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(servers.map((server) => server.close()));
});

describe.each(searchPages.map((page) => [page.file, page] as const))('%s', (_file, page) => {
  const shop = page.shop as SearchStoreId;
  const adapter = searchAdapters[shop];
  const host = new URL(page.pageUrl).hostname;
  let server: FixtureServer;
  /** `http://<shop host>:<port>`: the shop's own name, resolved to the fixture server. */
  let origin: string;
  let searchUrl: (query: string) => string;
  const options = () =>
    testOptions({
      allowedHosts: [`${host}:${server.port}`],
      search: testSearchOptions({ stores: [shop], baseUrls: { [shop]: origin } }),
    });
  const resolve = fakeResolver({ [host]: ['127.0.0.1'] });

  beforeAll(async () => {
    // The page as the shop served it, with status 200 (the wall too: that is how it comes).
    server = await startFixtureServer((_request, response) => sendPage(response, page.html()));
    servers.push(server);
    origin = `http://${host}:${server.port}`;
    const app = await buildScraperApp({ LOG_LEVEL: 'silent', scraper: options() }, resolve);
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    searchUrl = (query) => `http://127.0.0.1:${port}/search?${query}`;
  });

  it('is a page of a built-in shop the suite knows', () => {
    expect(searchStoreIds).toContain(shop);
    expect(['read', 'blocked']).toContain(page.outcome);
  });

  /** The server's per-shop search: guarded fetch, wall check, adapter. */
  const serverSearch = () =>
    searchShop({
      adapter,
      query: { key: 'kulaklik', pageIndex: 1, pageSize: 50 },
      options: options(),
      resolve,
      signal: new AbortController().signal,
    });

  /** The extension's reader, given the page as the user's browser would get it. */
  const extensionRead = () =>
    searchInBrowser({
      adapter,
      query: { key: 'kulaklik', pageIndex: 1, pageSize: 50 },
      fetch: async () => {
        const answer = new Response(page.html(), { headers: { 'content-type': 'text/html' } });
        // Where the browser ended up: relative links resolve against the page's own address.
        Object.defineProperty(answer, 'url', { value: page.pageUrl });
        return answer;
      },
      timeoutMs: 10_000,
      signal: new AbortController().signal,
    });

  if (page.outcome === 'blocked') {
    it('is blocked through the server, even with status 200', async () => {
      const error: unknown = await serverSearch().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ScrapeError);
      expect((error as ScrapeError).reason).toBe('blocked');
    });

    it('is blocked through GET /search, and asked again next time (never cached)', async () => {
      const before = server.requests.length;
      for (let round = 0; round < 2; round++) {
        const result = await readEvents(searchUrl(`key=kulaklik&store=${shop}`));
        const completed = result.events.at(-1)?.message;
        expect(completed?.message).toBe('completed');
        expect(completed?.data.shops).toEqual([
          expect.objectContaining({ id: shop, status: 'blocked', count: 0 }),
        ]);
        expect(completed?.data.items).toEqual([]);
      }
      expect(server.requests.length - before).toBe(2);
    });

    it("is blocked through the extension's reader", async () => {
      expect(await extensionRead()).toEqual({
        status: 'blocked',
        items: [],
        hasNextPage: false,
        source: null,
      });
    });
    return;
  }

  const expected = page.expected as RealSearchExpectation;

  it('reads the cards a shopper sees through the server', async () => {
    const read: ShopPageResults = await serverSearch();
    expect(mismatches(expected, { status: 'answered', ...read }, origin)).toEqual([]);
    // The cards themselves, never a fallback that may hold other products.
    expect(read.source).toBe('cards');
    expect(read.outcome).toBe('read');
  });

  it('answers GET /search with the same first card', async () => {
    const result = await readEvents(searchUrl(`key=kulaklik&store=${shop}&pageSize=50`));
    const completed = result.events.at(-1)?.message;
    expect(completed?.message).toBe('completed');
    const status = completed?.data.shops?.[0]?.status ?? 'none';
    const items = completed?.data.items ?? [];
    expect(mismatches(expected, { status, items, source: 'cards' }, origin)).toEqual([]);
  });

  it("reads the same through the extension's reader", async () => {
    const read = await extensionRead();
    expect(mismatches(expected, read)).toEqual([]);
    expect(read.source).toBe('cards');
  });
});

describe('verified adapters', () => {
  const readPages = new Set(
    searchPages.filter((page) => page.outcome === 'read').map((page) => page.file),
  );

  it.each(searchStoreIds)(
    '%s: every real page it claims is a read search page of that shop in this suite',
    (id) => {
      for (const file of searchAdapters[id].verifiedOn) {
        expect(readPages, `${id} claims ${file}`).toContain(file);
        expect(searchPages.find((page) => page.file === file)?.shop).toBe(id);
      }
    },
  );

  it('claims every real search page a shop has: none left unclaimed', () => {
    for (const page of searchPages.filter((candidate) => candidate.outcome === 'read')) {
      expect(searchAdapters[page.shop as SearchStoreId].verifiedOn).toContain(page.file);
    }
  });

  it('calls a shop verified exactly when this suite reads a real search page of it', () => {
    const proven = new Set(
      searchPages.filter((page) => page.outcome === 'read').map((page) => page.shop),
    );
    for (const id of searchStoreIds) {
      expect(searchAdapters[id].verifiedOn.length > 0, id).toBe(proven.has(id));
    }
  });
});
