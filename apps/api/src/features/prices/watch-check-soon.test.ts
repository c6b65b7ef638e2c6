import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { collectionProducts, collections, products, users } from '../../db/schema';
import {
  quickLimits,
  startCheckInstance,
  type CheckInstance,
} from '../../test/price-check-harness';
import { openTestDatabase } from '../../test/test-database';
import { findNextCheck } from './next-check';
import { priceCheck } from './price-check-job';
import { schedulePriceChecks } from './schedule-price-checks';
import { watchProduct } from './watches';

const hour = 3600;
const minutes = (ms: number) => ms / 60_000;

describe('watching a product asks for a check within minutes (issue #32)', () => {
  let database: Database;
  let instance: CheckInstance;
  // The default period: without the watch, the next read would come six hours after the last.
  const limits = quickLimits({ everyMs: 6 * hour * 1000, shopPerMinute: 30 });

  beforeAll(async () => {
    database = await openTestDatabase();
    // Sends only: the jobs the ticks send stay in the queue to be looked at.
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

  const tick = () =>
    schedulePriceChecks({ database, queue: instance.queue, limits, expirySeconds: 30 });
  const nextCheckIn = async (id: string) => {
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    return minutes(row!.nextCheckAt!.getTime() - Date.now());
  };
  const jobKeys = async () =>
    (
      (await database.db.execute(
        sql`select singleton_key as key from pgboss.job where name = ${priceCheck.name}`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((job) => job.key);

  /** A product saved to a collection a minute ago, its first read then, as a tick leaves it. */
  async function savedAMinuteAgo() {
    const suffix = randomUUID().slice(0, 8);
    const [user] = await database.db
      .insert(users)
      .values({
        email: `w-${suffix}@example.com`,
        userName: `w_${suffix}`,
        name: 'A',
        surname: 'B',
      })
      .returning({ id: users.id });
    const [product] = await database.db
      .insert(products)
      .values({
        url: `https://shop.example/soon-${suffix}`,
        store: 'soon-shop',
        title: 'Kupa',
        priceAmount: '400.00',
        priceCurrency: 'TRY',
        priceCheckedAt: sql`now() - interval '1 minute'`,
        nextCheckAt: sql`now() - interval '1 minute' + interval '6 hours'`,
      })
      .returning({ id: products.id });
    const [shelf] = await database.db
      .insert(collections)
      .values({ userId: user!.id, name: 'Kupalar' })
      .returning({ id: collections.id });
    await database.db
      .insert(collectionProducts)
      .values({ collectionId: shelf!.id, productId: product!.id });
    return { userId: user!.id, productId: product!.id };
  }

  it('is read five minutes after its last read, not a period after, at the shop’s pace', async () => {
    const { userId, productId } = await savedAMinuteAgo();
    expect(await tick()).toMatchObject({ sent: 0 });
    expect(await nextCheckIn(productId)).toBeGreaterThan(5 * 60);

    await watchProduct({
      database,
      callerId: userId,
      productId,
      input: { onDrop: true, onBackInStock: true },
      everyMs: limits.everyMs,
    });
    // Five minutes after the read a minute ago; the chart is told the same time.
    expect(await nextCheckIn(productId)).toBeCloseTo(4, 0);
    const told = await findNextCheck(database.db, productId, limits.everyMs / 1000);
    expect(minutes(told!.getTime() - Date.now())).toBeCloseTo(4, 0);
    // Not due yet, and the tick does not push it back to a period after the read.
    expect(await tick()).toMatchObject({ sent: 0 });
    expect(await nextCheckIn(productId)).toBeCloseTo(4, 0);

    // Five minutes on, with the shop's bucket just emptied: it waits for the shop's next token.
    await database.db.execute(sql`
      update products set price_checked_at = price_checked_at - interval '5 minutes',
        next_check_at = next_check_at - interval '5 minutes'
      where id = ${productId}`);
    await database.db.execute(sql`
      insert into price_check_shops (store, tokens, refilled_at) values ('soon-shop', 0, now())
      on conflict (store) do update set tokens = 0, refilled_at = now()`);
    expect(await tick()).toMatchObject({ sent: 0 });
    expect(await jobKeys()).not.toContain(productId);

    // The token earned (one every 2 s at 30 a minute): the check goes to the queue.
    await database.db.execute(sql`
      update price_check_shops set refilled_at = now() - interval '2 seconds'
      where store = 'soon-shop'`);
    expect(await tick()).toMatchObject({ sent: 1 });
    expect(await jobKeys()).toContain(productId);
    // After it, the product is back on the period.
    expect(await nextCheckIn(productId)).toBeGreaterThan(5.9 * 60);
  });

  it('tells no next check for a product nobody tracks', async () => {
    const [product] = await database.db
      .insert(products)
      .values({
        url: `https://shop.example/${randomUUID()}`,
        store: 'soon-shop',
        title: 'Nobody’s',
      })
      .returning({ id: products.id });
    expect(await findNextCheck(database.db, product!.id, limits.everyMs / 1000)).toBeNull();
  });
});
