import * as z from 'zod';
import type { Database } from '../db/database';
import { defineJob, jobKind } from '../jobs/define-job';
import { deliverOutboxMail } from './deliver-outbox-mail';
import type { MailTransport } from './mail-transport';

/** One job per outbox row, sent in the same transaction as the row. */
export const mailDelivery = jobKind('mail-delivery', z.object({ outboxId: z.uuid() }));

export function mailDeliveryJob(options: {
  database: Database;
  transport: MailTransport;
  /** MAIL_RETRY_LIMIT and MAIL_RETRY_DELAY_SECONDS; the delay doubles after each failure. */
  retry: { limit: number; delaySeconds: number };
}) {
  return defineJob(mailDelivery, {
    policy: 'standard',
    retry: { ...options.retry, backoff: true },
    // Well above the SMTP timeouts, so only a worker that died leaves a delivery this long.
    expireInSeconds: 120,
    pollSeconds: 1,
    concurrency: 2,
    run: ({ outboxId }) =>
      deliverOutboxMail({ db: options.database.db, transport: options.transport, outboxId }),
  });
}
