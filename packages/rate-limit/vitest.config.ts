import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'rate-limit', environment: 'node' },
});
