import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig, type PriceCheckConfig } from '../config/config';
import type { Database } from '../db/database';
import { priceCheckShops, priceWatches, products, users } from '../db/schema';
import { createPriceChecks, type PriceChecks } from '../features/prices/price-checks';
import { createProductScraper, type ProductScraper } from '../features/products/product-scraper';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';

/** A logger that drops everything, as the test app's does. */
export const silentLog = Fastify({ logger: false }).log;

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await delay(50);
  }
}

/** The app's own scraper, allowed to reach a test shop and giving up after `timeoutMs`. */
export const shopScraper = (host: string, timeoutMs = 1000): ProductScraper =>
  createProductScraper(
    loadConfig({ SCRAPER_ALLOWED_HOSTS: host, SCRAPER_TIMEOUT_MS: String(timeoutMs) }),
  );

export const quickLimits = (overrides: Partial<PriceCheckConfig> = {}): PriceCheckConfig => ({
  everyMs: 2000,
  shopSlots: 2,
  shopPerMinute: 600,
  backoffSeconds: 5,
  ...overrides,
});

/** Products someone watches, due now, each at its URL and in its store. */
export async function seedWatchedProducts(
  database: Database,
  items: { url: string; store: string; title?: string }[],
): Promise<string[]> {
  const suffix = randomUUID().slice(0, 8);
  const [watcher] = await database.db
    .insert(users)
    .values({
      email: `watcher-${suffix}@example.com`,
      userName: `watcher_${suffix}`,
      name: 'Price',
      surname: 'Watcher',
    })
    .returning({ id: users.id });
  const rows = await database.db
    .insert(products)
    .values(
      items.map((item) => ({
        url: item.url,
        store: item.store,
        title: item.title ?? item.url,
        nextCheckAt: sql`now()`,
      })),
    )
    .returning({ id: products.id });
  await database.db.insert(priceWatches).values(
    rows.map((row) => ({
      userId: watcher!.id,
      productId: row.id,
      onDrop: true,
      onBackInStock: true,
    })),
  );
  return rows.map((row) => row.id);
}

export interface CheckInstance {
  queue: JobQueue;
  priceChecks: PriceChecks;
  /** Stops the scheduler, then the queue (running checks get a second to finish). */
  stop(): Promise<void>;
}

/**
 * One instance's re-check machinery on a shared database: a queue (stuck jobs looked for every
 * second) with the `price-check` job, and the scheduler ticking (unless `schedule` is false).
 */
export async function startCheckInstance(options: {
  database: Database;
  limits: PriceCheckConfig;
  scrapeProduct: ProductScraper;
  expireInSeconds?: number;
  /** Workers of the price-check job on this instance (0: it only sends). */
  concurrency?: number;
  schedule?: boolean;
}): Promise<CheckInstance> {
  const queue = createJobQueue({
    database: options.database,
    log: silentLog,
    maintenanceSeconds: 1,
    stopTimeoutMs: 1000,
  });
  const priceChecks = createPriceChecks({
    database: options.database,
    queue,
    limits: options.limits,
    expireInSeconds: options.expireInSeconds ?? 5,
    scrapeProduct: options.scrapeProduct,
    log: silentLog,
  });
  await queue.start([
    { ...priceChecks.job, concurrency: options.concurrency ?? priceChecks.job.concurrency },
  ]);
  if (options.schedule !== false) priceChecks.start();
  return {
    queue,
    priceChecks,
    async stop() {
      await priceChecks.stop();
      await queue.stop();
    },
  };
}

export const productRows = (database: Database, ids: string[]) =>
  database.db.select().from(products).where(inArray(products.id, ids));

export async function shopRow(database: Database, store: string) {
  const [row] = await database.db
    .select()
    .from(priceCheckShops)
    .where(eq(priceCheckShops.store, store));
  return row;
}
