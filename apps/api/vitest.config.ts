import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Each file gets its own database, so files run side by side (decision 0076): on a PostgreSQL
    // server a file spends much of its time waiting on the server, so three share two cores;
    // PGlite works in the file's own process, so two. The other projects keep vitest's default,
    // hence a group of their own.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    sequence: { groupOrder: 1 },
    // PGlite takes a few seconds to start and migrate, more when a test opens its own database
    // beside another file's.
    testTimeout: process.env.TEST_DATABASE_URL ? 20_000 : 60_000,
    hookTimeout: 60_000,
  },
});
