import { and, isNotNull, lt, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { defineJob, jobKind } from '../jobs/define-job';

const purgeSentMail = jobKind('purge-sent-mail', z.object({}));

/** Daily, on one instance: the outbox keeps who was mailed what subject for 30 days. */
export function purgeSentMailJob(database: Database) {
  return defineJob(purgeSentMail, {
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 300, backoff: false },
    expireInSeconds: 600,
    cron: '41 3 * * *',
    pollSeconds: 60,
    run: async () => {
      await database.db
        .delete(mailOutbox)
        .where(
          and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - interval '30 days'`)),
        );
    },
  });
}
