/**
 * The api test files whose behaviour differs by database (decision 0076). CI runs every api test
 * on PostgreSQL and, as the `api-pglite` project, these once more on the embedded PGlite, which
 * `npm start` ships; the browser tests run the whole product on PGlite besides. Paths are from
 * apps/api. The migration and `src/db/` tests are not here: they open PGlite (or a fake pool)
 * themselves in both passes. `database-sensitive-tests.test.ts` keeps the lists true.
 */
export const databaseSensitiveTests = [
  // The embedded database gone (on PostgreSQL the same file restarts the server's connection).
  'src/http/database-down.test.ts',
  // Prepared statements (decision 0032), their plans, and pg_trgm search.
  'src/features/likes/like-plan.test.ts',
  'src/features/likes/likes.test.ts',
  'src/features/products/list-paging.test.ts',
  'src/features/products/collection-page.test.ts',
  'src/features/products/search-plans.test.ts',
  'src/features/products/search.test.ts',
  'src/features/collections/view-collection.test.ts',
  // pg-boss on PGlite's one connection or the pool; advisory locks and SKIP LOCKED.
  'src/jobs/job-queue.test.ts',
  'src/mail/mail-outbox.test.ts',
  'src/features/prices/schedule-price-checks.test.ts',
  'src/features/prices/recheck-recovery.test.ts',
  'src/features/prices/watch-check-soon.test.ts',
  // Unique violations read from the driver's error (pg's or PGlite's).
  'src/features/auth/account-lifecycle.test.ts',
  'src/features/auth/google-login.test.ts',
  'src/features/account/change-email.test.ts',
];

/** Files that run only on a database server (several processes on one database): skipped on PGlite. */
export const serverOnlyTests = [
  'src/scale-out/behind-nginx.test.ts',
  'src/features/prices/recheck-two-instances.test.ts',
];
