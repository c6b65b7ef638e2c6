import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  quickLimits,
  seedWatchedProducts,
  shopRow,
  shopScraper,
  startCheckInstance,
  type CheckInstance,
} from '../../test/price-check-harness';
import { startFixtureShop, type FixtureShop } from '@kolekt/scraper/test-support';
import { pricedPage } from '../../test/product-pages';
import { openTestDatabase } from '../../test/test-database';

describe('per-shop limits of re-checks', () => {
  let database: Database;
  const shops: FixtureShop[] = [];
  const instances: CheckInstance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    for (const shop of shops) await shop.close();
    await database.close();
  });

  /** A shop with `count` due products whose pages answer after `delayMs`. */
  async function busyShop(store: string, count: number, delayMs: number) {
    const shop = await startFixtureShop();
    shops.push(shop);
    const paths = Array.from({ length: count }, (_, i) => `/${store}/${i}`);
    for (const path of paths)
      shop.pages.set(path, { ...pricedPage({ name: path, price: '10' }), delayMs });
    await seedWatchedProducts(
      database,
      paths.map((path) => ({ url: shop.url(path), store })),
    );
    return shop;
  }

  it('keeps no more checks in flight at a shop than its slots', async () => {
    const shop = await busyShop('slow-shop', 30, 1000);
    const instance = await startCheckInstance({
      database,
      limits: quickLimits({ everyMs: 60_000, shopSlots: 3, shopPerMinute: 6000 }),
      // Slow, not failing: a time-out would pause the shop.
      scrapeProduct: shopScraper(shop.hostPort, 5000),
      expireInSeconds: 20,
    });
    instances.push(instance);
    await delay(5000);
    await instance.stop();
    // Slots stay busy (a freed slot is handed out at once) and never overflow.
    expect(shop.mostInFlight()).toBe(3);
    expect(shop.requests.length).toBeGreaterThanOrEqual(6);
    expect(shop.requests.length).toBeLessThanOrEqual(3 * Math.ceil(5000 / 1000) + 3);
    expect(await shopRow(database, 'slow-shop')).toMatchObject({ failures: 0, pausedUntil: null });
  });

  it('starts no more checks at a shop a minute than PRICE_CHECK_SHOP_PER_MINUTE', async () => {
    const shop = await busyShop('strict-shop', 30, 0);
    const perMinute = 60;
    const instance = await startCheckInstance({
      database,
      limits: quickLimits({ everyMs: 60_000, shopSlots: 10, shopPerMinute: perMinute }),
      scrapeProduct: shopScraper(shop.hostPort),
    });
    instances.push(instance);
    await delay(6000);
    await instance.stop();
    const times = shop.requests.map((request) => request.at);
    const span = (times.at(-1)! - times[0]!) / 1000;
    // A new shop has one token; then one a second: never a burst of due products at once.
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times.length).toBeLessThanOrEqual(1 + Math.ceil((span * perMinute) / 60));
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThan(500);
    }
  });
});
