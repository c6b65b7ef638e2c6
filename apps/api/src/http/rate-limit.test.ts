import { randomBytes } from 'node:crypto';
import { searchFixtures, startFixtureShop } from '@kolekt/scraper/test-support';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue #10 finding 5: guests cannot make the server crawl the shops, nor flood the writes. */

function expectTooMany(
  res: LightMyRequestResponse,
  message: string = serverMessages.tooManyRequests,
  withinSeconds = 60,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    message,
    data: { retryAfterSeconds: Number(res.headers['retry-after']) },
    statusCode: 429,
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(withinSeconds);
}

/** A fresh address per use, so counts kept in a shared Redis never carry over between runs. */
const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;

describe('the live retailer search, per address', () => {
  // Five shops with distinct search paths, all served by one fixture shop that counts requests.
  const shops = ['amazon', 'trendyol', 'hepsiburada', 'teknosa', 'mediamarkt'] as const;
  let shop: Awaited<ReturnType<typeof startFixtureShop>>;
  let t: TestApp;
  beforeAll(async () => {
    shop = await startFixtureShop(
      Object.fromEntries(
        shops.map((id) => [
          searchFixtures[id].path.split('?')[0]!,
          { body: searchFixtures[id].page },
        ]),
      ),
    );
    t = await createTestApp({
      SCRAPER_ALLOWED_HOSTS: shop.hostPort,
      SCRAPER_SEARCH_STORES: shops.join(','),
      SCRAPER_SEARCH_BASE_URLS: JSON.stringify(
        Object.fromEntries(shops.map((id) => [id, shop.url('')])),
      ),
    });
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  it('answers most of 40 simultaneous guest searches with 429 and bounds the shop fetches', async () => {
    const address = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({ url: `/scraper/search?key=kahve ${i}`, remoteAddress: address }),
      ),
    );
    const served = replies.filter((res) => res.statusCode === 200);
    const refused = replies.filter((res) => res.statusCode === 429);
    expect(served).toHaveLength(10);
    expect(refused).toHaveLength(30);
    refused.forEach((res) => expectTooMany(res, serverMessages.retailerSearchTooMany));
    expect(served[0]!.body).toContain('"message":"completed"');
    // Ten searches' worth of shop pages at most (the finding: 40 searches made 320 fetches).
    expect(shop.requests.length).toBeGreaterThan(0);
    expect(shop.requests.length).toBeLessThanOrEqual(10 * shops.length);

    // Another address still searches.
    const other = await t.app.inject({
      url: '/scraper/search?key=lamba',
      remoteAddress: freshAddress(),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('writes, per user and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_WRITES_PER_MINUTE: '5',
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '8',
    });
  });
  afterAll(() => t.close());

  const editProfile = (auth: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { name: 'Ada', surname: 'Lovelace' },
      remoteAddress,
    });

  it('limits one user’s writes from any number of addresses', async () => {
    const ada = await createUser(t.app);
    const ben = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await editProfile(ada.auth, freshAddress())).statusCode).toBe(200);
    }
    expectTooMany(await editProfile(ada.auth, freshAddress()));
    // Reads go on, and another user is not held back.
    expect(
      (await t.app.inject({ url: `/api/user/${ada.user.id}`, headers: ada.auth })).statusCode,
    ).toBe(200);
    expect((await editProfile(ben.auth, freshAddress())).statusCode).toBe(200);
  });

  it('limits writes from one address, guests and users alike, before reading the body', async () => {
    const address = freshAddress();
    const refresh = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', remoteAddress: address });
    for (let i = 0; i < 8; i++) expect((await refresh()).statusCode).not.toBe(429);
    expectTooMany(await refresh());
    const carol = await createUser(t.app);
    expectTooMany(await editProfile(carol.auth, address));
    // Refused before validation: a malformed body gets the 429, not a 400.
    expectTooMany(
      await t.app.inject({
        method: 'POST',
        url: '/api/collection/create',
        headers: { ...carol.auth, 'content-type': 'application/json' },
        payload: '{"name":',
        remoteAddress: address,
      }),
    );
    // An IPv6 client cannot step round the limit inside its /64.
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    for (let i = 0; i < 8; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        remoteAddress: `${prefix}::${i + 1}`,
      });
    }
    expectTooMany(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        remoteAddress: `${prefix}:ffff::9`,
      }),
    );
  });
});

describe('reads, against the write and search limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '2',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '1',
    });
  });
  afterAll(() => t.close());

  it('are never counted: each limit runs only for the requests it is about', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const read = await t.app.inject({ url: '/api/config', remoteAddress: address });
      expect(read.statusCode).toBe(200);
    }
    const refresh = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', remoteAddress: address });
    for (let i = 0; i < 2; i++) expect((await refresh()).statusCode).not.toBe(429);
    expectTooMany(await refresh());
    // Neither the reads nor the writes above used the search's count.
    const search = () => t.app.inject({ url: '/scraper/search?key=a', remoteAddress: address });
    expect((await search()).statusCode).toBe(400);
    expectTooMany(await search(), serverMessages.retailerSearchTooMany);
  });
});
