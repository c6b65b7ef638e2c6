import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config/config';
import type { Database } from './db/database';
import type { Limiters } from './lib/rate-limiter';
import type { ProductScraper } from './features/products/product-scraper';
import type { EventBus } from './realtime/event-bus';
import type { Analyzer } from './features/analysis/analyzer';
import type { Secrets } from './lib/secrets';
import type { Mailer } from './mail/mailer';
import type { PageStarts } from './lib/page-starts';

/** What route handlers hand to domain functions: built once per app instance. */
export interface AppContext {
  config: Config;
  database: Database;
  secrets: Secrets;
  mailer: Mailer;
  redis?: Redis;
  limiters: Limiters;
  log: FastifyBaseLogger;
  /** Reads a product page: in this process, or through SCRAPER_URL. */
  scrapeProduct: ProductScraper;
  /** Carries notifications to the instance holding the recipient's sockets. */
  bus: EventBus;
  /** The AI product analysis provider chosen by AI_PROVIDER. */
  analyzer: Analyzer;
  /** Where recently read list pages begin, so the next page starts on the index (no OFFSET). */
  pageStarts: PageStarts;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in caller, set by the authenticate hooks. */
    userId: string | null;
  }
}
