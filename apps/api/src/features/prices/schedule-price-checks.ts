import { collectionStatus } from '@kolekt/shared/collection';
import { inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { products } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { priceCheck } from './price-check-job';
import { bucketCapacity } from './price-check-timing';
import { checkWait, readRecently } from './check-wait';
import { refillBucket } from './shop-bucket';

/** Any fixed number: the advisory lock that lets one instance schedule at a time. */
const schedulerLockKey = 7_210_420_012;
/**
 * Due products locked per round beyond those wanted: untracked and freshly read ones are set
 * aside on the way, so a round looks a little further than it needs.
 */
const roundMargin = 8;
const maxRounds = 5;

export interface ScheduleLimits {
  everyMs: number;
  shopSlots: number;
  shopPerMinute: number;
}

export interface ScheduleResult {
  /** Checks handed to the queue. */
  sent: number;
  /** When a shop with free slots but no token earns its next one; null when none waits so. */
  nextTokenInMs: number | null;
}

interface DueShop extends Record<string, unknown> {
  store: string;
  /** Null for a shop seen for the first time. */
  tokens: number | null;
  elapsed_seconds: number | null;
  in_flight: number;
}

/**
 * Shops with at least one due product and no pause, with their bucket and the checks in flight
 * there (started within the expiry: an older start belongs to a dead worker). The shops are
 * found by skipping through the (store, next_check_at) index one store at a time.
 */
async function dueShops(tx: DbOrTx, expirySeconds: number): Promise<DueShop[]> {
  return rowsOf<DueShop>(
    await tx.execute(sql`
      with recursive due(store) as (
        (select store from products where next_check_at <= now() order by store limit 1)
        union all
        select (select p.store from products p
                where p.next_check_at <= now() and p.store > due.store
                order by p.store limit 1)
        from due where due.store is not null
      )
      select due.store, s.tokens,
        extract(epoch from now() - s.refilled_at)::float8 as elapsed_seconds,
        (select count(*)::int from products f
         where f.store = due.store
           and f.check_started_at > now() - make_interval(secs => ${expirySeconds})) as in_flight
      from due left join price_check_shops s on s.store = due.store
      where due.store is not null and (s.paused_until is null or s.paused_until <= now())`),
  );
}

const tracked = sql`(
  exists (select 1 from price_watches w where w.product_id = p.id)
  or exists (select 1 from collection_products cp
             join collections c on c.id = cp.collection_id
             where cp.product_id = p.id and c.status = ${collectionStatus.active}))`;

/**
 * Takes up to `wanted` due products of a shop, oldest due first, skipping rows another
 * transaction holds. On the way, a product nobody tracks any more leaves the schedule and one
 * read less than its wait ago (a user's add, a first scrape: a period; a new watch: minutes, see
 * `checkWait`) is pushed to the end of that wait; neither costs the shop a request.
 */
async function takeDueProducts(
  tx: DbOrTx,
  options: { store: string; wanted: number; everySeconds: number },
): Promise<string[]> {
  const { store, wanted, everySeconds } = options;
  const every = sql`make_interval(secs => ${everySeconds})`;
  const taken: string[] = [];
  for (let round = 0; round < maxRounds && taken.length < wanted; round++) {
    const roundSize = wanted - taken.length + roundMargin;
    // Tracking and freshness are looked up for the locked rows only: asked inside the scan, the
    // planner would hash every watch (100,000 rows) to answer it for a handful.
    const rows = rowsOf<{ id: string; fresh: boolean | null; tracked: boolean }>(
      await tx.execute(sql`
        select p.id, ${readRecently(everySeconds)} as fresh, ${tracked} as tracked
        from (
          select p.id, p.next_check_at, p.price_checked_at
          from products p
          where p.store = ${store} and p.next_check_at <= now()
          order by p.next_check_at
          limit ${roundSize}
          for update of p skip locked
        ) p
        order by p.next_check_at`),
    );
    const untracked = rows.filter((row) => !row.tracked).map((row) => row.id);
    const fresh = rows.filter((row) => row.tracked && row.fresh).map((row) => row.id);
    const due = rows.filter((row) => row.tracked && !row.fresh).map((row) => row.id);
    const chosen = due.slice(0, wanted - taken.length);
    if (untracked.length > 0) {
      await tx.update(products).set({ nextCheckAt: null }).where(inArray(products.id, untracked));
    }
    if (fresh.length > 0) {
      await tx
        .update(products)
        .set({
          nextCheckAt: sql`${products.priceCheckedAt} + ${checkWait(everySeconds, sql`${products}`)}`,
        })
        .where(inArray(products.id, fresh));
    }
    if (chosen.length > 0) {
      await tx
        .update(products)
        .set({ nextCheckAt: sql`now() + ${every}`, checkStartedAt: sql`now()` })
        .where(inArray(products.id, chosen));
      taken.push(...chosen);
    }
    if (rows.length < roundSize) break;
  }
  return taken;
}

/**
 * One tick of the re-check scheduler, in one transaction that only one instance at a time gets
 * (an advisory lock; the others skip the tick). Each shop with due products and no pause gets at
 * most min(free slots, bucket tokens) checks; each is marked started, pushed a period on, and
 * its `price-check` job is sent in the same transaction, so a job exists exactly when its product
 * was handed out. Answers how many were sent (the caller wakes the workers after the commit) and
 * when a token-starved shop can take its next check.
 */
export async function schedulePriceChecks(options: {
  database: Database;
  queue: JobQueue;
  limits: ScheduleLimits;
  expirySeconds: number;
}): Promise<ScheduleResult> {
  const { queue, limits } = options;
  const capacity = bucketCapacity(limits);
  const secondsPerToken = 60 / limits.shopPerMinute;
  return options.database.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${schedulerLockKey}) as locked`),
    );
    if (!lock?.locked) return { sent: 0, nextTokenInMs: null };

    let sent = 0;
    let nextTokenInMs: number | null = null;
    for (const shop of await dueShops(tx, options.expirySeconds)) {
      if (shop.tokens === null) {
        // A new shop starts with one token's worth of time in its bucket: one check now.
        await tx.execute(sql`
          insert into price_check_shops (store, tokens, refilled_at)
          values (${shop.store}, 0, now() - make_interval(secs => ${secondsPerToken}))
          on conflict do nothing`);
      }
      const bucket = refillBucket(
        { tokens: shop.tokens ?? 0, elapsedSeconds: shop.elapsed_seconds ?? secondsPerToken },
        { perMinute: limits.shopPerMinute, capacity },
      );
      const free = limits.shopSlots - shop.in_flight;
      const wanted = Math.min(free, bucket.tokens);
      if (free > bucket.tokens) {
        // Slots are free but tokens short: the next token is worth a tick of its own.
        const sinceRefill =
          bucket.advanceSeconds === 'now'
            ? 0
            : (shop.elapsed_seconds ?? secondsPerToken) - bucket.advanceSeconds;
        const waitMs = Math.max(0, (secondsPerToken - sinceRefill) * 1000);
        nextTokenInMs = Math.min(nextTokenInMs ?? waitMs, waitMs);
      }
      if (wanted <= 0) continue;
      const taken = await takeDueProducts(tx, {
        store: shop.store,
        wanted,
        everySeconds: limits.everyMs / 1000,
      });
      if (taken.length === 0) continue;
      for (const productId of taken) {
        await queue.send(priceCheck, { productId }, { db: tx, key: productId });
      }
      const refilledAt =
        bucket.advanceSeconds === 'now'
          ? sql`now()`
          : sql`refilled_at + make_interval(secs => ${bucket.advanceSeconds})`;
      await tx.execute(sql`
        update price_check_shops set tokens = ${bucket.tokens - taken.length},
          refilled_at = ${refilledAt}
        where store = ${shop.store}`);
      sent += taken.length;
    }
    return { sent, nextTokenInMs };
  });
}
