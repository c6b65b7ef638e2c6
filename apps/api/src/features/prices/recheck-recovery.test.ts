import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { priceObservations } from '../../db/schema';
import {
  quickLimits,
  seedWatchedProducts,
  shopScraper,
  startCheckInstance,
  until,
  type CheckInstance,
} from '../../test/price-check-harness';
import { startFixtureShop, type FixtureShop } from '@kolekt/scraper/test-support';
import { pricedPage } from '../../test/product-pages';
import { openTestDatabase } from '../../test/test-database';
import { priceCheck } from './price-check-job';
import { schedulePriceChecks } from './schedule-price-checks';

describe('re-check jobs outlive their instance', () => {
  let database: Database;
  let shop: FixtureShop;
  const instances: CheckInstance[] = [];
  // A period longer than a test: nothing is handed out twice meanwhile.
  const limits = quickLimits({ everyMs: 30_000 });

  beforeAll(async () => {
    database = await openTestDatabase();
    shop = await startFixtureShop();
    shop.pages.set('/p', pricedPage({ name: 'Termos', price: '199.90' }));
    shop.pages.set('/q', pricedPage({ name: 'Fincan', price: '49.90' }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await shop.close();
    await database.close();
  });

  const start = async (options: Omit<Parameters<typeof startCheckInstance>[0], 'database'>) => {
    const instance = await startCheckInstance({ database, ...options });
    instances.push(instance);
    return instance;
  };
  const observations = (productId: string) =>
    database.db.select().from(priceObservations).where(eq(priceObservations.productId, productId));
  const jobsOf = async (productId: string) =>
    (
      (await database.db.execute(sql`
        select state, retry_count from pgboss.job
        where name = ${priceCheck.name} and singleton_key = ${productId}`)) as unknown as {
        rows: { state: string; retry_count: number }[];
      }
    ).rows;

  it('keeps a sent check over a restart: the next instance on the database runs it', async () => {
    const [productId] = await seedWatchedProducts(database, [
      { url: shop.url('/q'), store: 'shop-q' },
    ]);
    // An instance that schedules but works no checks, stopped right after it sent one.
    const before = await start({
      limits,
      concurrency: 0,
      schedule: false,
      scrapeProduct: shopScraper(shop.hostPort),
    });
    let sent = 0;
    await until(async () => {
      const tick = await schedulePriceChecks({
        database,
        queue: before.queue,
        limits,
        expirySeconds: 5,
      });
      sent += tick.sent;
      return sent > 0;
    }, 5000);
    await before.stop();
    expect(await jobsOf(productId!)).toEqual([{ state: 'created', retry_count: 0 }]);

    await start({ limits, schedule: false, scrapeProduct: shopScraper(shop.hostPort) });
    await until(async () => (await observations(productId!)).length === 1, 15_000);
    expect(shop.requestsTo('/q')).toHaveLength(1);
    // The reading is written before the queue marks the job done: wait for the mark, not a race.
    await until(async () => (await jobsOf(productId!))[0]?.state === 'completed', 5000);
    expect(await jobsOf(productId!)).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
