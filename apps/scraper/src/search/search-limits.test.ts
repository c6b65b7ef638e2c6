import { randomUUID } from 'node:crypto';
import { searchPassHeader } from '@kolekt/shared/retailer-search';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScraperApp } from '../app';
import {
  sendPage,
  startFixtureServer,
  testOptions,
  testSearchOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { searchFixtures } from '../test-support/search-pages';
import { signSearchPass } from './search-pass';

const signingKey = 's'.repeat(32);

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({
    success: false,
    message: serverMessages.retailerSearchTooMany,
    data: { retryAfterSeconds: retryAfter },
    statusCode: 429,
  });
}

describe('the live search’s limits', () => {
  let shop: FixtureServer;
  let app: Awaited<ReturnType<typeof buildScraperApp>>;
  beforeAll(async () => {
    shop = await startFixtureServer((_request, response) =>
      sendPage(response, searchFixtures.trendyol.page),
    );
    app = await buildScraperApp({
      LOG_LEVEL: 'silent',
      scraper: testOptions({
        allowedHosts: [shop.hostPort],
        search: testSearchOptions({
          stores: ['trendyol'],
          baseUrls: { trendyol: shop.origin },
          // No cache: every search the limit lets through asks the shop.
          cacheTtlMs: 0,
          limits: { perAddress: 2, perUser: 3 },
          signingKey,
        }),
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  const search = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/search?key=kahve', remoteAddress, headers });
  const passOf = (userId: string) => ({
    [searchPassHeader]: signSearchPass({ userId, signingKey }).pass,
  });

  it('count a guest per address, an IPv6 one per /64, and refuse before asking any shop', async () => {
    expect((await search('2001:db8:aa:1::1')).statusCode).toBe(200);
    expect((await search('2001:db8:aa:1:ffff::2')).statusCode).toBe(200);
    const asked = shop.requests.length;
    expectRefused(await search('2001:db8:aa:1::3'));
    expect(shop.requests.length).toBe(asked);
    expect((await search('2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it('count a signed-in user per user, from any address, apart from the address’s guests', async () => {
    const ada = passOf(randomUUID());
    for (let i = 1; i <= 3; i++) expect((await search(`192.0.2.${i}`, ada)).statusCode).toBe(200);
    expectRefused(await search('192.0.2.4', ada));
    // Another user, and a guest at an address Ada used, still search.
    expect((await search('192.0.2.1', passOf(randomUUID()))).statusCode).toBe(200);
    expect((await search('192.0.2.1')).statusCode).toBe(200);
  });

  it('count a search with a forged or expired pass as a guest’s', async () => {
    const userId = randomUUID();
    const expired = signSearchPass({ userId, signingKey, now: Date.now() - 3_600_000 }).pass;
    const forged = signSearchPass({ userId, signingKey: 'f'.repeat(32) }).pass;
    expect((await search('198.51.100.7', { [searchPassHeader]: expired })).statusCode).toBe(200);
    expect((await search('198.51.100.7', { [searchPassHeader]: forged })).statusCode).toBe(200);
    expectRefused(await search('198.51.100.7'));
    // Neither counted against the user they named.
    for (let i = 1; i <= 3; i++) {
      expect((await search(`198.51.100.${10 + i}`, passOf(userId))).statusCode).toBe(200);
    }
  });
});
