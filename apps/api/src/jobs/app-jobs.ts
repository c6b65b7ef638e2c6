import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { mailDeliveryJob } from '../mail/mail-delivery';
import type { MailTransport } from '../mail/mail-transport';
import { purgeSentMailJob } from '../mail/purge-sent-mail';
import type { JobDefinition } from './define-job';
import { expireIdempotencyKeysJob } from './expire-idempotency-keys';

/** Every kind of background job the api runs; each instance works all of them. */
export function appJobs(options: {
  config: Config;
  database: Database;
  mailTransport: MailTransport;
}): JobDefinition<unknown>[] {
  const { config, database } = options;
  return [
    mailDeliveryJob({ database, transport: options.mailTransport, retry: config.mailRetry }),
    purgeSentMailJob(database),
    expireIdempotencyKeysJob(database),
  ];
}
