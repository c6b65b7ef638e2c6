import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScraperApp } from '../app';
import type { SearchOptions } from '../scraper-options';
import {
  sendPage,
  startFixtureServer,
  testOptions,
  testSearchOptions,
  type FixtureHandler,
  type FixtureServer,
} from '../test-support/fixture-server';
import { readEvents } from '../test-support/read-events';
import { challengePages, searchFixtures } from '../test-support/search-pages';
import { searchStoreIds, type SearchStoreId } from '@kolekt/shared/search-store-ids';

type App = Awaited<ReturnType<typeof buildScraperApp>>;

const servers: FixtureServer[] = [];
const apps: App[] = [];

async function shop(handler: FixtureHandler) {
  const server = await startFixtureServer(handler);
  servers.push(server);
  return server;
}

/** A fixture shop answering its search page, after `delayMs` when given. */
const fixtureShop = (store: SearchStoreId, delayMs = 0) =>
  shop((_request, response) => {
    const answer = () => !response.destroyed && sendPage(response, searchFixtures[store].page);
    if (delayMs) setTimeout(answer, delayMs);
    else answer();
  });

/** The scraper listening on a real port, asking only the given shops. */
async function startApp(
  shops: Partial<Record<SearchStoreId, FixtureServer>>,
  search: Partial<SearchOptions> = {},
) {
  const entries = Object.entries(shops) as [SearchStoreId, FixtureServer][];
  const app = await buildScraperApp({
    LOG_LEVEL: 'silent',
    scraper: testOptions({
      allowedHosts: entries.map(([, server]) => server.hostPort),
      search: testSearchOptions({
        stores: entries.map(([store]) => store),
        baseUrls: Object.fromEntries(entries.map(([store, server]) => [store, server.origin])),
        ...search,
      }),
    }),
  });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: (query: string) => `http://127.0.0.1:${port}/search?${query}` };
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(servers.map((server) => server.close()));
});

describe('GET /search across the 8 shops', () => {
  const shops = {} as Record<SearchStoreId, FixtureServer>;
  let url: (query: string) => string;
  beforeAll(async () => {
    for (const store of searchStoreIds) shops[store] = await fixtureShop(store);
    ({ url } = await startApp(shops));
  });

  it("streams every shop's items, one 'wait' event per shop, then 'completed' with everything", async () => {
    const result = await readEvents(url('key=Kahve'));
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(result.headers.get('cache-control')).toContain('no-cache');
    const messages = result.events.map((event) => event.message);
    expect(messages.map((message) => message.message)).toEqual([
      ...Array(8).fill('wait'),
      'completed',
    ]);
    const all = searchStoreIds.flatMap((store) =>
      searchFixtures[store].expected(shops[store].origin),
    );
    const completed = messages.at(-1);
    expect(completed).toMatchObject({ success: true, message: 'completed' });
    expect(completed?.data.hasNextPage).toBe(true);
    expect(completed?.data.items).toHaveLength(all.length);
    expect(completed?.data.items).toEqual(expect.arrayContaining(all));
    expect(completed?.data.shops?.map((shop) => shop.status)).toEqual(Array(8).fill('answered'));
    // Each 'wait' carries every status so far: one more shop each time.
    expect(messages.slice(0, 8).map((message) => message.data.shops?.length)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    for (const store of searchStoreIds) {
      const expected = searchFixtures[store].expected(shops[store].origin);
      const event = messages.find((message) => message.data.items[0]?.store === expected[0]?.store);
      expect(event, store).toEqual({ success: true, message: 'wait', data: expect.any(Object) });
      expect(event?.data.items, store).toEqual(expected);
      // Each shop was asked at its own search path for the trimmed, lowercased key.
      expect(shops[store].requests.map((request) => request.url)).toEqual([
        searchFixtures[store].path,
      ]);
    }
  });

  it('answers the same key (any case, any spaces) and page from the cache with every item', async () => {
    const asked = () => servers.reduce((sum, server) => sum + server.requests.length, 0);
    const before = asked();
    const result = await readEvents(url(`key=${encodeURIComponent('  KAHVE ')}`));
    expect(asked()).toBe(before);
    expect(result.events).toHaveLength(1);
    const [event] = result.events;
    expect(event?.message).toMatchObject({ success: true, message: 'cached' });
    expect(event?.message.data.hasNextPage).toBe(true);
    const all = searchStoreIds.flatMap((store) =>
      searchFixtures[store].expected(shops[store].origin),
    );
    expect(event?.message.data.items).toHaveLength(all.length);
    expect(event?.message.data.items).toEqual(expect.arrayContaining(all));
    expect(event?.message.data.shops).toHaveLength(8);
    for (const shop of event?.message.data.shops ?? []) {
      expect(shop).toMatchObject({ status: 'answered', cached: true });
    }
  });

  it('asks each shop for the requested page with its own page parameter and caps pageSize', async () => {
    const result = await readEvents(url('key=kahve&pageIndex=2&pageSize=1'));
    expect(result.events.at(-1)?.message.message).toBe('completed');
    const waits = result.events.filter((event) => event.message.message === 'wait');
    for (const event of waits) expect(event.message.data.items.length).toBeLessThanOrEqual(1);
    expect(result.events.at(-1)?.message.data.items.length).toBeLessThanOrEqual(8);
    const pageParams: Record<SearchStoreId, string> = {
      amazon: 'page',
      trendyol: 'pi',
      hepsiburada: 'sayfa',
      n11: 'pg',
      ciceksepeti: 'page',
      teknosa: 'page',
      mediamarkt: 'page',
      boyner: 'page',
    };
    for (const store of searchStoreIds) {
      expect(shops[store].requests.at(-1)?.url).toBe(
        `${searchFixtures[store].path}&${pageParams[store]}=2`,
      );
    }
  });

  it('asks only the shop named in store, for a store page that searches one shop', async () => {
    const before = searchStoreIds.map((store) => shops[store].requests.length);
    const result = await readEvents(url('key=fincan&store=n11'));
    const completed = result.events.at(-1)?.message;
    expect(completed?.message).toBe('completed');
    expect(completed?.data.shops?.map((shop) => shop.id)).toEqual(['n11']);
    expect(completed?.data.items).toEqual(searchFixtures.n11.expected(shops.n11.origin));
    const asked = searchStoreIds.filter(
      (store, index) => shops[store].requests.length > before[index]!,
    );
    expect(asked).toEqual(['n11']);
    expect((await fetch(url('key=fincan&store=nowhere'))).status).toBe(400);
  });

  it.each([
    ['', 'Search query is required.'],
    ['key=', 'Search query is required.'],
    ['key=%20%20', 'Search query is required.'],
    ['key=%20a%20', 'Search query must be at least 2 characters.'],
  ])('answers %j with a 400 envelope, not a stream', async (query, message) => {
    const response = await fetch(url(query));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      success: false,
      message,
      data: { errors: { key: [message] } },
      statusCode: 400,
    });
  });
});

describe('GET /search with slow and failing shops', () => {
  it("sends a fast shop's items long before a slow shop answers", async () => {
    const slowMs = 1500;
    const { url } = await startApp({
      trendyol: await fixtureShop('trendyol'),
      boyner: await fixtureShop('boyner', slowMs),
    });
    const result = await readEvents(url('key=streaming'));
    const [first, second, last] = result.events;
    expect(first?.message.data.items[0]?.store).toBe('Trendyol');
    expect(first?.at).toBeLessThan(slowMs / 2);
    expect(second?.message.data.items[0]?.store).toBe('Boyner');
    expect(second?.at).toBeGreaterThanOrEqual(slowMs - 50);
    expect(last?.message.message).toBe('completed');
  });

  it('says which shops timed out, failed or answered nothing, and completes with the others', async () => {
    const { url } = await startApp(
      {
        trendyol: await fixtureShop('trendyol'),
        // Never answers: the per-shop time limit gives up on it.
        amazon: await shop(() => undefined),
        hepsiburada: await shop((_request, response) => {
          response.writeHead(500, { 'content-type': 'text/html' });
          response.end('<h1>Internal Server Error</h1>');
        }),
        n11: await shop((_request, response) =>
          sendPage(response, Buffer.from('\u0000\u00ff<<garbage>> {"products": [')),
        ),
        mediamarkt: await shop((_request, response) =>
          sendPage(response, '{"not":"html"}', { 'content-type': 'application/json' }),
        ),
      },
      { timeoutMs: 500 },
    );
    const started = performance.now();
    const result = await readEvents(url('key=failing'));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.events.map((event) => event.message.message)).toEqual([
      ...Array(5).fill('wait'),
      'completed',
    ]);
    const completed = result.events.at(-1)?.message.data;
    expect(completed?.items.map((item) => item.store)).toEqual(['Trendyol', 'Trendyol']);
    expect(completed?.hasNextPage).toBe(true);
    const statuses = Object.fromEntries(
      (completed?.shops ?? []).map((shop) => [shop.id, `${shop.status}:${shop.count}`]),
    );
    expect(statuses).toEqual({
      trendyol: 'answered:2',
      amazon: 'timeout:0',
      hepsiburada: 'failed:0',
      n11: 'answered:0',
      mediamarkt: 'failed:0',
    });
  });

  it('never caches a blocked shop: the next search asks it again while the answered one is cached', async () => {
    let walled = true;
    const hepsiburada = await shop((_request, response) => {
      if (!walled) return sendPage(response, searchFixtures.hepsiburada.page);
      const wall = challengePages.hepsiburada;
      response.writeHead(wall.status, { 'content-type': 'text/html' });
      response.end(wall.body);
    });
    const trendyol = await shop((_request, response) => {
      const wall = challengePages.trendyol;
      response.writeHead(wall.status, { 'content-type': 'text/html' });
      response.end(wall.body);
    });
    const teknosa = await fixtureShop('teknosa');
    const { url } = await startApp({ hepsiburada, trendyol, teknosa });
    const first = await readEvents(url('key=blocked'));
    const statusesOf = (result: typeof first) =>
      Object.fromEntries(
        (result.events.at(-1)?.message.data.shops ?? []).map((s) => [s.id, s.status]),
      );
    expect(first.events.map((event) => event.message.message)).toEqual([
      'wait',
      'wait',
      'wait',
      'completed',
    ]);
    expect(statusesOf(first)).toEqual({
      hepsiburada: 'blocked',
      trendyol: 'blocked',
      teknosa: 'answered',
    });

    walled = false;
    const second = await readEvents(url('key=blocked'));
    expect(hepsiburada.requests).toHaveLength(2);
    expect(trendyol.requests).toHaveLength(2);
    expect(teknosa.requests).toHaveLength(1);
    expect(second.events.at(-1)?.message.message).toBe('completed');
    expect(statusesOf(second)).toEqual({
      hepsiburada: 'answered',
      trendyol: 'blocked',
      teknosa: 'answered',
    });
    expect(
      second.events
        .at(-1)
        ?.message.data.items.map((item) => item.store)
        .sort(),
    ).toEqual(['Hepsiburada', 'Hepsiburada', 'Teknosa']);

    // The health reply counts real reads only: the cached Teknosa answer is not a second read.
    const health = await fetch(url('').replace('/search?', '/health'));
    const { data } = (await health.json()) as { data: { shops: Record<string, unknown>[] } };
    expect(data.shops).toEqual([
      expect.objectContaining({ id: 'hepsiburada', status: 'answered', blocked: 1, answered: 1 }),
      expect.objectContaining({ id: 'trendyol', status: 'blocked', blocked: 2, answered: 0 }),
      expect.objectContaining({ id: 'teknosa', status: 'answered', answered: 1, alarm: false }),
    ]);
    // When each shop's page was last read with items, and whether a real page proves its adapter.
    const [hb, ty, tk] = data.shops;
    expect(Date.parse(String(hb?.lastReadAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(ty?.lastReadAt).toBeNull();
    expect(hb?.verification).toMatchObject({ verified: true });
    expect(tk?.verification).toMatchObject({
      verified: false,
      verifiedOn: [],
      label: {
        en: expect.stringMatching(/^Unverified/),
        tr: expect.stringMatching(/^Doğrulanmadı/),
      },
    });
  });

  it('searches without a cache when Redis cannot be reached', async () => {
    const { url } = await startApp(
      { trendyol: await fixtureShop('trendyol') },
      { redisUrl: 'redis://127.0.0.1:1' },
    );
    for (const _round of [1, 2]) {
      const result = await readEvents(url('key=redis'));
      expect(result.events.map((event) => event.message.message)).toEqual(['wait', 'completed']);
      expect(result.events[1]?.message.data.items).toHaveLength(2);
    }
  });

  // Runs where a Redis server is available (CI sets TEST_REDIS_URL).
  it.runIf(process.env.TEST_REDIS_URL)('shares answered searches through Redis', async () => {
    const trendyol = await fixtureShop('trendyol');
    const search = { redisUrl: process.env.TEST_REDIS_URL };
    const one = await startApp({ trendyol }, search);
    const two = await startApp({ trendyol }, search);
    const key = `key=redis-${crypto.randomUUID()}`;
    await expect
      .poll(async () => (await readEvents(one.url(key))).events.at(-1)?.message.message)
      .toBe('completed');
    // The other instance answers from what the first one stored.
    await expect
      .poll(async () => (await readEvents(two.url(key))).events[0]?.message)
      .toMatchObject({ message: 'cached', data: { items: [{ store: 'Trendyol' }, {}] } });
  });

  it('stops every shop fetch when the client goes away', async () => {
    let pending = 0;
    let closedEarly = 0;
    let notifyArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (notifyArrived = resolve));
    const hanging: FixtureHandler = (request, response) => {
      if (++pending === 2) notifyArrived();
      // The shop holds its answer; the scraper hanging up closes the socket before it ends.
      response.on('close', () => {
        if (!response.writableEnded) closedEarly++;
      });
      void request;
    };
    const { url } = await startApp({ amazon: await shop(hanging), boyner: await shop(hanging) });
    const controller = new AbortController();
    const reading = readEvents(url('key=abort'), { signal: controller.signal });
    await arrived;
    controller.abort();
    const result = await reading;
    await expect.poll(() => closedEarly, { timeout: 2000 }).toBe(2);
    expect(result.events).toEqual([]);
  });
});
