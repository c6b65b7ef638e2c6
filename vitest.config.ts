import { defineConfig } from 'vitest/config';
import { databaseSensitiveTests } from './apps/api/src/test/database-sensitive-tests';

// Where the api tests run on a PostgreSQL server (CI), the files whose behaviour differs by
// database run once more on the embedded PGlite, in the same run (decision 0076).
const apiOnPglite = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-pglite',
          root: './apps/api',
          include: databaseSensitiveTests,
          env: { TEST_DATABASE_URL: '' },
          // After the server's pass and one file at a time: PGlite works in the file's own
          // process, and some of these files open more databases inside a test.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
        },
      },
    ]
  : [];

// One run for every workspace's unit and integration tests; e2e has its own runner.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/extract',
      'packages/rate-limit',
      'apps/api',
      ...apiOnPglite,
      'apps/scraper',
      'apps/web',
      'apps/extension',
      // The root's own tooling (the build-skip check `npm start` runs).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
