import type { Config } from './config/config';
import type { Database } from './db/database';
import { purgeExpiredRegistrationsJob } from './features/auth/purge-expired-registrations';
import type { PriceChecks } from './features/prices/price-checks';
import { pushDeliveryJob } from './features/push/push-delivery';
import type { VapidDetails } from './features/push/vapid-keys';
import { mailDeliveryJob } from './mail/mail-delivery';
import type { MailTransport } from './mail/mail-transport';
import { purgeSentMailJob } from './mail/purge-sent-mail';
import type { JobDefinition } from './jobs/define-job';
import { expireIdempotencyKeysJob } from './jobs/expire-idempotency-keys';

/**
 * Every kind of background job the api runs; each instance works all of them. Listed here, where
 * the app is put together, so `jobs/` runs what it is handed and never imports a feature.
 */
export function appJobs(options: {
  config: Config;
  database: Database;
  mailTransport: MailTransport;
  vapid: VapidDetails;
  /** Price re-checks: their job; their scheduler runs beside the queue (app.ts). */
  priceChecks: PriceChecks;
}): JobDefinition<unknown>[] {
  const { config, database } = options;
  return [
    mailDeliveryJob({ database, transport: options.mailTransport, retry: config.mailRetry }),
    purgeSentMailJob(database),
    expireIdempotencyKeysJob(database),
    purgeExpiredRegistrationsJob(database),
    pushDeliveryJob({ database, vapid: options.vapid, allowedHosts: config.push.allowedHosts }),
    options.priceChecks.job,
  ];
}
