import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // vite-plugin-pwa makes this module only in a real Vite build; tests vi.mock this stand-in.
      'virtual:pwa-register/react': fileURLToPath(
        new URL('./src/test/pwa-register-stand-in.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
