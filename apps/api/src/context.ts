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
import type { JobQueue } from './jobs/job-queue';
import type { SessionStanding } from './features/auth/session-standing';
import type { AuthService } from './lib/auth-service';
import type { PageStarts } from './lib/page-starts';
import type { VapidDetails } from './features/push/vapid-keys';

/** What route handlers hand to domain functions: built once per app instance. */
export interface AppContext {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** Sends e-mail through the outbox (docs/decisions: the job queue). */
  mailer: Mailer;
  /** Background jobs in the app's database, shared by every instance. */
  jobs: JobQueue;
  redis?: Redis;
  limiters: Limiters;
  log: FastifyBaseLogger;
  /** Reads a product page: in this process, or through SCRAPER_URL. */
  scrapeProduct: ProductScraper;
  /** Carries notifications and ended sessions to every instance holding the user's sockets. */
  bus: EventBus;
  /** Whether an access token's user exists and its sessions still stand (cached briefly). */
  sessionStanding: SessionStanding;
  /** Who a token belongs to, for `http/` and the hub, which may not import the auth feature. */
  auth: AuthService;
  /** The AI product analysis provider chosen by AI_PROVIDER. */
  analyzer: Analyzer;
  /** Where recently read list pages begin, so the next page starts on the index (no OFFSET). */
  pageStarts: PageStarts;
  /** Signs Web Push requests; the public half is what browsers subscribe with. */
  vapid: VapidDetails;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in caller, set by the authenticate hooks. */
    userId: string | null;
    /** The caller's sign-in (refresh token family), when the access token names it. */
    sessionFamilyId: string | null;
  }
}
