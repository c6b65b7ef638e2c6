import { lt, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { defineJob, jobKind } from './define-job';

/** How long a create call's first answer is replayed for its Idempotency-Key. */
export const idempotencyKeyLifetime = sql.raw(`interval '24 hours'`);

const expireIdempotencyKeys = jobKind('expire-idempotency-keys', z.object({}));

/** Hourly, on one instance: forgets keys past their lifetime. */
export function expireIdempotencyKeysJob(database: Database) {
  return defineJob(expireIdempotencyKeys, {
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 60, backoff: false },
    expireInSeconds: 600,
    cron: '17 * * * *',
    pollSeconds: 60,
    run: async () => {
      await database.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - ${idempotencyKeyLifetime}`));
    },
  });
}
