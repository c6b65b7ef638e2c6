import { collectionStatus } from '@kolekt/shared/collection';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { collectionProducts, collections, priceWatches, products } from '../../db/schema';
import {
  quickLimits,
  seedWatchedProducts,
  startCheckInstance,
  type CheckInstance,
} from '../../test/price-check-harness';
import { openTestDatabase } from '../../test/test-database';
import { priceCheck } from './price-check-job';
import { schedulePriceChecks } from './schedule-price-checks';

describe('one scheduler tick', () => {
  let database: Database;
  let instance: CheckInstance;
  const limits = quickLimits({ everyMs: 60_000 });

  beforeAll(async () => {
    database = await openTestDatabase();
    // Sends only: no worker takes the jobs, so the tick's own work can be looked at.
    instance = await startCheckInstance({
      database,
      limits,
      concurrency: 0,
      schedule: false,
      scrapeProduct: () => Promise.reject(new Error('never called')),
    });
  });
  afterAll(async () => {
    await instance.stop();
    await database.close();
  });

  const row = async (id: string) =>
    (await database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const jobKeys = async () =>
    (
      (await database.db.execute(
        sql`select singleton_key as key from pgboss.job where name = ${priceCheck.name}`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((job) => job.key);

  it('checks what is watched, pushes a fresh read a period on, and drops the untracked', async () => {
    const [watched, fresh, unwatched, archivedOnly] = await seedWatchedProducts(database, [
      { url: 'https://shop.example/watched', store: 'tick-shop' },
      { url: 'https://shop.example/fresh', store: 'tick-shop' },
      { url: 'https://shop.example/unwatched', store: 'tick-shop' },
      { url: 'https://shop.example/archived', store: 'tick-shop' },
    ]);
    await database.db
      .update(products)
      .set({ priceCheckedAt: sql`now() - interval '10 seconds'` })
      .where(eq(products.id, fresh!));
    await database.db.delete(priceWatches).where(eq(priceWatches.productId, unwatched!));
    // Only in an archived collection: nobody is shopping for it any more.
    const [owner] = (
      (await database.db.execute(
        sql`select user_id from price_watches where product_id = ${archivedOnly}`,
      )) as unknown as { rows: { user_id: string }[] }
    ).rows;
    const [archived] = await database.db
      .insert(collections)
      .values({ userId: owner!.user_id, name: 'Old', status: collectionStatus.archived })
      .returning({ id: collections.id });
    await database.db
      .insert(collectionProducts)
      .values({ collectionId: archived!.id, productId: archivedOnly! });
    await database.db.delete(priceWatches).where(eq(priceWatches.productId, archivedOnly!));

    const tick = await schedulePriceChecks({
      database,
      queue: instance.queue,
      limits,
      expirySeconds: 5,
    });

    expect(tick.sent).toBe(1);
    expect(await jobKeys()).toEqual([watched]);
    const checked = await row(watched!);
    expect(checked.checkStartedAt).not.toBeNull();
    expect(checked.nextCheckAt!.getTime() - Date.now()).toBeGreaterThan(55_000);
    const pushed = await row(fresh!);
    expect(pushed.checkStartedAt).toBeNull();
    expect(pushed.nextCheckAt!.getTime() - pushed.priceCheckedAt!.getTime()).toBe(60_000);
    expect((await row(unwatched!)).nextCheckAt).toBeNull();
    expect((await row(archivedOnly!)).nextCheckAt).toBeNull();
  });

  it('hands out no more than the free slots, and nothing more while they are taken', async () => {
    const ids = await seedWatchedProducts(
      database,
      Array.from({ length: 5 }, (_, i) => ({
        url: `https://shop.example/slot/${i}`,
        store: 'slot-shop',
      })),
    );
    await database.db.execute(
      sql`insert into price_check_shops (store, tokens) values ('slot-shop', 2)`,
    );
    const tick = () =>
      schedulePriceChecks({ database, queue: instance.queue, limits, expirySeconds: 5 });
    expect((await tick()).sent).toBe(2);
    // Both slots are in use: tokens alone hand out nothing.
    await database.db.execute(
      sql`update price_check_shops set tokens = 2 where store = 'slot-shop'`,
    );
    expect((await tick()).sent).toBe(0);
    // A start older than the expiry belongs to a dead worker: its slot is free again.
    await database.db.execute(sql`
      update products set check_started_at = now() - interval '6 seconds'
      where store = 'slot-shop' and check_started_at is not null`);
    expect((await tick()).sent).toBe(2);
    const started = await Promise.all(ids.map(row));
    expect(started.filter((product) => product.checkStartedAt !== null)).toHaveLength(4);
  });
});
