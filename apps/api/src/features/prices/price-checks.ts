import type { FastifyBaseLogger } from 'fastify';
import type { PriceCheckConfig } from '../../config/config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { ProductScraper } from '../products/product-scraper';
import { priceCheckJob, type OnPriceChange } from './price-check-job';
import { createPriceCheckScheduler } from './price-check-scheduler';

/**
 * Price re-checks on one instance (docs/decisions/0024): the `price-check` job its queue works,
 * and the scheduler that hands out due products. Start the scheduler after the queue, stop it
 * before.
 */
export function createPriceChecks(options: {
  database: Database;
  queue: JobQueue;
  limits: PriceCheckConfig;
  /** See `checkExpirySeconds`: above the scraper's time limit. */
  expireInSeconds: number;
  scrapeProduct: ProductScraper;
  log: FastifyBaseLogger;
  onPriceChange?: OnPriceChange;
}) {
  const scheduler = createPriceCheckScheduler({
    database: options.database,
    queue: options.queue,
    limits: options.limits,
    expirySeconds: options.expireInSeconds,
    log: options.log,
  });
  const job = priceCheckJob({
    database: options.database,
    scrapeProduct: options.scrapeProduct,
    log: options.log,
    backoffSeconds: options.limits.backoffSeconds,
    expireInSeconds: options.expireInSeconds,
    onPriceChange: options.onPriceChange,
    onCheckEnded: scheduler.soon,
  });
  return { job, start: scheduler.start, stop: scheduler.stop };
}

export type PriceChecks = ReturnType<typeof createPriceChecks>;
