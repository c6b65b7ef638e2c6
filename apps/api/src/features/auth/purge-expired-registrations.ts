import { lte, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/database';
import { registrations } from '../../db/schema';
import { defineJob, jobKind } from '../../jobs/define-job';

const purgeExpiredRegistrations = jobKind('purge-expired-registrations', z.object({}));

/**
 * Hourly, on one instance: sign-ups nobody proved within their day go, with their names, hashes
 * and codes (a sign-up that is found again sooner is replaced or ignored by its expiry).
 */
export function purgeExpiredRegistrationsJob(database: Database) {
  return defineJob(purgeExpiredRegistrations, {
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 300, backoff: false },
    expireInSeconds: 600,
    cron: '17 * * * *',
    pollSeconds: 60,
    run: async () => {
      await database.db.delete(registrations).where(lte(registrations.expiresAt, sql`now()`));
    },
  });
}
