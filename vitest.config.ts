import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests; e2e has its own runner.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/extract',
      'packages/rate-limit',
      'apps/api',
      'apps/scraper',
      'apps/web',
      'apps/extension',
      // The root's own tooling (the build-skip check `npm start` runs).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
