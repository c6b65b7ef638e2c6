import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  sendPage,
  startFixtureServer,
  testOptions,
  testSearchOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { challengePages, searchFixtures } from '../test-support/search-pages';
import { verifyImageSource } from './image-signature';
import { verifySearchItem } from './item-signature';
import { createSearchCache } from './search-cache';
import { searchStores, type SearchStoresInput } from './search-stores';
import { createShopHealth } from './shop-health';

const silent = { warn: () => undefined, error: () => undefined };
const query = { key: 'kahve', pageIndex: 1, pageSize: 12 };

describe('searchStores', () => {
  let good: FixtureServer;
  let broken: FixtureServer;
  let walled: FixtureServer;
  let changed: FixtureServer;
  beforeAll(async () => {
    // A listing whose markup the n11 adapter does not know: products shown, none readable.
    changed = await startFixtureServer((_request, response) =>
      sendPage(
        response,
        `<html><body>${[1, 2, 3, 4, 5]
          .map(
            (id) =>
              `<div class="kart"><a href="/urun/kahve-${id}">Kahve ${id}</a> 1${id}9 TL</div>`,
          )
          .join('')}</body></html>`,
      ),
    );
    good = await startFixtureServer((_request, response) =>
      sendPage(response, searchFixtures.teknosa.page),
    );
    broken = await startFixtureServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('busy');
    });
    walled = await startFixtureServer((_request, response) => {
      const wall = challengePages.trendyol;
      response.writeHead(wall.status, { 'content-type': 'text/html', ...wall.headers });
      response.end(wall.body);
    });
  });
  afterAll(async () => {
    await Promise.all([good.close(), broken.close(), walled.close(), changed.close()]);
  });

  const input = (overrides: Partial<SearchStoresInput> = {}): SearchStoresInput => {
    const options = testOptions({
      allowedHosts: [good.hostPort, broken.hostPort, walled.hostPort, changed.hostPort],
      search: testSearchOptions({
        stores: ['teknosa', 'boyner', 'trendyol', 'n11'],
        baseUrls: {
          teknosa: good.origin,
          boyner: broken.origin,
          trendyol: walled.origin,
          n11: changed.origin,
        },
        signingKey: 'test-signing-key',
      }),
    });
    return {
      query,
      options,
      signal: new AbortController().signal,
      log: silent as unknown as FastifyBaseLogger,
      cache: createSearchCache(options.search, silent as unknown as FastifyBaseLogger),
      health: createShopHealth({ log: silent }),
      ...overrides,
    };
  };

  it("says per shop what happened, logs each failure and merges every answer's items", async () => {
    const warnings: object[] = [];
    const streamed: string[] = [];
    const page = await searchStores(
      input({
        log: { warn: (details: object) => void warnings.push(details) } as never,
        onShop: (shop) => streamed.push(`${shop.status.id}:${shop.status.status}`),
      }),
    );
    expect(streamed.sort()).toEqual([
      'boyner:failed',
      'n11:unreadable',
      'teknosa:answered',
      'trendyol:blocked',
    ]);
    expect(page.shops).toEqual(
      expect.arrayContaining([
        { id: 'teknosa', store: 'Teknosa', status: 'answered', count: 1 },
        { id: 'boyner', store: 'Boyner', status: 'failed', count: 0 },
        { id: 'trendyol', store: 'Trendyol', status: 'blocked', count: 0 },
        { id: 'n11', store: 'n11', status: 'unreadable', count: 0 },
      ]),
    );
    const expected = searchFixtures.teknosa.expected(good.origin);
    expect(page.items).toEqual(expected.map((item) => expect.objectContaining(item)));
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ store: 'boyner', status: 'failed', reason: 'upstream_status' }),
        expect.objectContaining({ store: 'trendyol', status: 'blocked', reason: 'blocked' }),
        expect.objectContaining({ store: 'n11', status: 'unreadable' }),
      ]),
    );
  });

  it('signs every item with the search key, over exactly what was found', async () => {
    const page = await searchStores(input());
    const [item] = page.items;
    expect(item?.signature).toEqual(expect.any(String));
    expect(verifySearchItem(item!, 'test-signing-key')).toBe(true);
    expect(verifySearchItem({ ...item!, price: '1,00 TL' }, 'test-signing-key')).toBe(false);
    // Its picture is signed for the picture route (decision 0064), for that address only.
    expect(item?.imagePath).toEqual(expect.any(String));
    expect(verifyImageSource(item!.imagePath!, item!.imageSignature!, 'test-signing-key')).toBe(
      true,
    );
    expect(
      verifyImageSource(`${item!.imagePath}?x`, item!.imageSignature!, 'test-signing-key'),
    ).toBe(false);
    const unsigned = input();
    unsigned.options.search.signingKey = undefined;
    const [plain] = (await searchStores(unsigned)).items;
    expect(plain).not.toHaveProperty('signature');
    expect(plain).not.toHaveProperty('imageSignature');
  });

  it('caches only answers: the blocked, failed and unreadable shops are asked again', async () => {
    const shared = input();
    const before = [good, broken, walled, changed].map((server) => server.requests.length);
    await searchStores(shared);
    const again = await searchStores(shared);
    const asked = [good, broken, walled, changed].map(
      (server, index) => server.requests.length - before[index]!,
    );
    expect(asked).toEqual([1, 2, 2, 2]);
    // The changed page counts against the shop's health, both times.
    expect(shared.health.report([]).find((shop) => shop.id === 'n11')).toMatchObject({
      unreadable: 2,
      answered: 0,
      empty: 0,
    });
    expect(again.shops).toEqual(
      expect.arrayContaining([
        { id: 'teknosa', store: 'Teknosa', status: 'answered', count: 1, cached: true },
      ]),
    );
  });
});
