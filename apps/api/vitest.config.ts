import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Each file gets its own database; PGlite takes a few seconds to start and migrate.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
