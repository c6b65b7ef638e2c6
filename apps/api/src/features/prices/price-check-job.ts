import type { ScrapedProduct } from '@kolekt/extract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { Database, DbOrTx } from '../../db/database';
import { products } from '../../db/schema';
import { defineJob, jobKind } from '../../jobs/define-job';
import type { ProductScraper } from '../products/product-scraper';
import { classifyCheckFailure } from './check-failure';
import { readingOfScrape } from './price-reading';
import { recordObservation, type PriceChange } from './record-observation';
import { recordShopFailure, recordShopSuccess } from './shop-standing';

/** One re-check of one product's page; sent by the scheduler, keyed by the product. */
export const priceCheck = jobKind('price-check', z.object({ productId: z.uuid() }));

/**
 * Told of every public change a re-check recorded, inside its transaction (alerts are decided
 * there, once per change); what it returns runs after the commit (delivery, the live hub).
 */
export type OnPriceChange = (tx: DbOrTx, change: PriceChange) => Promise<() => Promise<void>>;
export const ignorePriceChange: OnPriceChange = async () => async () => {};

export interface PriceCheckJobOptions {
  database: Database;
  scrapeProduct: ProductScraper;
  log: FastifyBaseLogger;
  backoffSeconds: number;
  /** Longer than any check can take: a job still active after it had its worker die. */
  expireInSeconds: number;
  onPriceChange?: OnPriceChange;
  /** Told when a check ends, so the scheduler hands out the slot it freed without waiting. */
  onCheckEnded?: () => void;
}

const endCheck = (db: DbOrTx, productId: string) =>
  db.update(products).set({ checkStartedAt: null }).where(eq(products.id, productId));

/**
 * Reads a tracked product's page again. A price read is recorded as a `recheck` observation and
 * frees its shop from failures; a challenge page, a refusal or a time-out records nothing and
 * pauses the shop (a failed page alone does not). Either way the job ends: the next period tries
 * again. Only a worker that dies leaves its job active, and pg-boss hands it on after its expiry.
 */
export function priceCheckJob(options: PriceCheckJobOptions) {
  const { database, log } = options;
  const onPriceChange = options.onPriceChange ?? ignorePriceChange;

  async function checkPrice(productId: string) {
    // A retried job (its first worker died) holds the shop's slot again from now.
    const [product] = await database.db
      .update(products)
      .set({ checkStartedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning({ url: products.url, store: products.store });
    if (!product) return;

    let scraped: ScrapedProduct;
    try {
      scraped = await options.scrapeProduct(product.url);
    } catch (error) {
      const failure = classifyCheckFailure(error);
      await database.db.transaction(async (tx) => {
        await endCheck(tx, productId);
        if (failure?.kind === 'shop') {
          await recordShopFailure(tx, {
            store: product.store,
            backoffSeconds: options.backoffSeconds,
          });
        }
      });
      if (!failure) throw error;
      log.info({ productId, store: product.store, failure }, 'price check read no price');
      return;
    }

    let afterCommit: (() => Promise<void>) | undefined;
    await database.db.transaction(async (tx) => {
      const change = await recordObservation(tx, {
        productId,
        source: 'recheck',
        reading: readingOfScrape(scraped),
      });
      await endCheck(tx, productId);
      await recordShopSuccess(tx, product.store);
      if (change) afterCommit = await onPriceChange(tx, change);
    });
    await afterCommit?.();
  }

  return defineJob(priceCheck, {
    // One check of a product active and one waiting at most, over every instance.
    policy: 'stately',
    // Only unexpected errors throw (a shop's failure ends the job); a dead worker's job expires.
    retry: { limit: 3, delaySeconds: 2, backoff: true },
    expireInSeconds: options.expireInSeconds,
    // The scheduler wakes this instance's workers when it sends; others look every few seconds.
    pollSeconds: 5,
    concurrency: 8,
    run: async ({ productId }) => {
      try {
        await checkPrice(productId);
      } finally {
        options.onCheckEnded?.();
      }
    },
  });
}
