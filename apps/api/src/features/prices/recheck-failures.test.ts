import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { priceObservations, products } from '../../db/schema';
import {
  quickLimits,
  seedWatchedProducts,
  shopRow,
  shopScraper,
  startCheckInstance,
  until,
  type CheckInstance,
} from '../../test/price-check-harness';
import { startFixtureShop, type FixtureShop } from '@kolekt/scraper/test-support';
import { challengePage, pricedPage } from '../../test/product-pages';
import { openTestDatabase } from '../../test/test-database';
import { priceCheck } from './price-check-job';
import { schedulePriceChecks } from './schedule-price-checks';

describe('re-checks that read no price', () => {
  let database: Database;
  let shop: FixtureShop;
  let instance: CheckInstance;
  const limits = quickLimits({ backoffSeconds: 5 });
  const stores = ['shop-ok', 'shop-challenge', 'shop-403', 'shop-timeout'];
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    shop = await startFixtureShop();
    shop.pages.set('/ok', pricedPage({ name: 'Kettle', price: '349.90' }));
    shop.pages.set('/challenge', challengePage);
    shop.pages.set('/forbidden', { status: 403, body: '<html><body>Forbidden</body></html>' });
    shop.pages.set('/slow', { hang: true, body: '' });
    const paths = ['/ok', '/challenge', '/forbidden', '/slow'];
    const seeded = await seedWatchedProducts(
      database,
      paths.map((path, index) => ({ url: shop.url(path), store: stores[index]! })),
    );
    ids = Object.fromEntries(stores.map((store, index) => [store, seeded[index]!]));
    // No scheduler of its own: the test ticks by hand.
    instance = await startCheckInstance({
      database,
      limits,
      scrapeProduct: shopScraper(shop.hostPort),
      schedule: false,
    });
  });
  afterAll(async () => {
    await instance.stop();
    await shop.close();
    await database.close();
  });

  const tick = async () => {
    const { sent } = await schedulePriceChecks({
      database,
      queue: instance.queue,
      limits,
      expirySeconds: 5,
    });
    instance.queue.wake(priceCheck);
    return sent;
  };
  /** Ticks until `count` checks went out (a new shop's bucket fills from empty). */
  const tickUntilSent = async (count: number) => {
    let sent = 0;
    await until(async () => (sent += await tick()) >= count, 5000);
    return sent;
  };
  const checksEnded = () =>
    until(async () => {
      const rows = await database.db
        .select({ started: products.checkStartedAt })
        .from(products)
        .where(inArray(products.id, Object.values(ids)));
      return rows.every((row) => row.started === null);
    }, 10_000);
  const observationsOf = (productId: string) =>
    database.db.select().from(priceObservations).where(eq(priceObservations.productId, productId));
  const secondsUntil = (date: Date | null | undefined) =>
    date ? (date.getTime() - Date.now()) / 1000 : Number.NaN;

  it('records no price for a challenge page, a 403 or a time-out, and pauses only those shops', async () => {
    expect(await tickUntilSent(4)).toBe(4);
    await checksEnded();

    expect(await observationsOf(ids['shop-ok']!)).toMatchObject([
      { amount: '349.90', currency: 'TRY', availability: 'in_stock', source: 'recheck' },
    ]);
    for (const store of ['shop-challenge', 'shop-403', 'shop-timeout']) {
      expect(await observationsOf(ids[store]!)).toEqual([]);
      const [product] = await database.db
        .select()
        .from(products)
        .where(eq(products.id, ids[store]!));
      expect(product).toMatchObject({ priceAmount: null, priceCheckedAt: null });
      const standing = await shopRow(database, store);
      expect(standing?.failures).toBe(1);
      expect(secondsUntil(standing?.pausedUntil)).toBeGreaterThan(2);
      expect(secondsUntil(standing?.pausedUntil)).toBeLessThanOrEqual(5);
    }
    expect(await shopRow(database, 'shop-ok')).toMatchObject({ failures: 0, pausedUntil: null });
    expect(shop.requestsTo('/slow')).toHaveLength(1);
  });

  it('leaves a paused shop alone while the others go on', async () => {
    await database.db
      .update(products)
      .set({ nextCheckAt: sql`now()` })
      .where(inArray(products.id, Object.values(ids)));
    const before = shop.requests.length;
    expect(await tickUntilSent(1)).toBe(1);
    await checksEnded();
    expect(shop.requests.slice(before).map((request) => request.path)).toEqual(['/ok']);
    expect(await observationsOf(ids['shop-ok']!)).toHaveLength(2);
  });

  it('doubles the pause after each failure in a row', async () => {
    // The first pause is over.
    await database.db.execute(sql`update price_check_shops set paused_until = now()`);
    expect(await tickUntilSent(3)).toBe(3);
    await checksEnded();
    for (const store of ['shop-challenge', 'shop-403', 'shop-timeout']) {
      const standing = await shopRow(database, store);
      expect(standing?.failures).toBe(2);
      expect(secondsUntil(standing?.pausedUntil)).toBeGreaterThan(7);
      expect(secondsUntil(standing?.pausedUntil)).toBeLessThanOrEqual(10);
      expect(await observationsOf(ids[store]!)).toEqual([]);
    }
  });

  it('trusts a shop again once it answers', async () => {
    shop.pages.set('/forbidden', pricedPage({ name: 'Mug', price: '99' }));
    await database.db.execute(
      sql`update price_check_shops set paused_until = now() where store = 'shop-403'`,
    );
    await database.db
      .update(products)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(products.id, ids['shop-403']!));
    expect(await tickUntilSent(1)).toBe(1);
    await checksEnded();
    expect(await shopRow(database, 'shop-403')).toMatchObject({ failures: 0, pausedUntil: null });
    expect(await observationsOf(ids['shop-403']!)).toMatchObject([{ amount: '99.00' }]);
  });
});
