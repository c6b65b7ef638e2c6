import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sendPage,
  startFixtureServer,
  testOptions,
  testSearchOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { searchFixtures } from '../test-support/search-pages';
import { searchStores } from './search-stores';

describe('searchStores', () => {
  let good: FixtureServer;
  let broken: FixtureServer;
  beforeAll(async () => {
    good = await startFixtureServer((_request, response) =>
      sendPage(response, searchFixtures.teknosa.page),
    );
    broken = await startFixtureServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('busy');
    });
  });
  afterAll(async () => {
    await good.close();
    await broken.close();
  });

  it('logs a failing shop with its store and reason and answers with the others', async () => {
    const warnings: unknown[] = [];
    const streamed: string[] = [];
    const outcome = await searchStores({
      query: { key: 'kahve', pageIndex: 1, pageSize: 12 },
      options: testOptions({
        allowedHosts: [good.hostPort, broken.hostPort],
        search: testSearchOptions({
          stores: ['teknosa', 'boyner'],
          baseUrls: { teknosa: good.origin, boyner: broken.origin },
        }),
      }),
      signal: new AbortController().signal,
      log: { warn: (details: unknown) => void warnings.push(details) } as never,
      onShopResults: (_page, store) => streamed.push(store),
    });
    expect(streamed).toEqual(['teknosa']);
    expect(outcome).toEqual({
      items: searchFixtures.teknosa.expected(good.origin),
      hasNextPage: false,
      answered: 1,
    });
    expect(warnings).toEqual([
      expect.objectContaining({ store: 'boyner', reason: 'upstream_status', key: 'kahve' }),
    ]);
  });
});
