import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenEntry } from './src/build/first-screen-entry';

/** The modules start-first-screen.ts runs (see the 'start-up' chunk below). */
const startGraph = [
  'apps/web/src/start-first-screen.ts',
  'apps/web/src/app/start-route.ts',
  'apps/web/src/lib/api-paths.ts',
  'apps/web/src/lib/app-entry.ts',
  'apps/web/src/lib/first-screen-state.ts',
  'apps/web/src/lib/held-clicks.ts',
  'apps/web/src/lib/early-requests.ts',
  'apps/web/src/lib/detect-language.ts',
  'apps/web/src/lib/load-translations.ts',
  'apps/web/src/lib/storage-keys.ts',
  'packages/shared/src/constants.ts',
];
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|i18next|react-i18next|i18next-[a-z-]+)[\\/]/;
const inStartGraph = (id: string) =>
  startGraph.some((file) => id.replaceAll('\\', '/').endsWith(file));

// The dev server forwards api, hub and avatar calls so the app runs on one origin, like in production.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

// The browser sees one origin through the proxy; the api's CSRF check must see the same.
const proxyTo = (ws = false): ProxyOptions => ({
  target: apiTarget,
  changeOrigin: true,
  ws,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', apiTarget);
    });
  },
});

const config: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    firstScreenEntry(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'prompt',
      // The api serves index.html under a CSP without 'unsafe-inline': we register from our own code.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'stores/*.svg', 'products/*.svg'],
      manifest: {
        name: 'Kolekt',
        short_name: 'Kolekt',
        description: 'Shop Smarter, Collect Easier!',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        // Sharing a shop page from a phone opens /share with the link (issue #9 point 6).
        share_target: {
          action: '/share',
          method: 'GET',
          params: { title: 'title', text: 'text', url: 'url' },
        },
        icons: [
          { src: '/pwa-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      },
      workbox: {
        // Shows price alerts pushed by the api and opens their page when clicked (issue #12).
        importScripts: ['push-handler.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/hubs\//, /^\/avatars\//, /^\/scraper\//],
      },
    }),
    // Brotli and gzip copies next to each text file; the api serves them as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': proxyTo(),
      '/hubs': proxyTo(true),
      '/avatars': proxyTo(),
      '/scraper': proxyTo(),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The framework in one chunk rather than many small ones: each is a round trip on a phone.
        codeSplitting: {
          // Shared pieces under 8 kB are copied into the route chunks that use them, so a
          // route arrives in a few files instead of dozens of 1 kB ones.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            {
              name: 'framework',
              // All but the query cache's hydration, which only a page the server drew needs.
              test: (id: string) =>
                framework.test(id) && !/query-core[\\/]build[\\/]modern[\\/]hydration/.test(id),
              priority: 2,
            },
            {
              // What start-first-screen.ts runs: its own small file, so the translations and a
              // shared collection's chunks and data start downloading before the rest has arrived.
              name: 'start-up',
              test: inStartGraph,
              priority: 3,
            },
            {
              // Everything else the first screen runs, in one file rather than ~20 of 1–2 kB (over
              // HTTP/1.1 a phone fetches six at a time).
              name: 'app',
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
};

/**
 * `vite build --ssr`: the app's first screens for the api to draw (`entry-server.tsx`), in
 * dist-server beside dist so the static files never include it. Packages stay imports of
 * node_modules; only our own code is bundled.
 */
const serverConfig: UserConfig = {
  plugins: [react()],
  resolve: config.resolve,
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // The offline worker's module exists only in the browser build; the update prompt that
      // imports it is drawn after the first screen, so the server never loads its chunk.
      external: ['virtual:pwa-register/react'],
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // What `vite build` makes is what `npm start` serves: always React's production build and the
  // offline worker, even where a developer's shell exports NODE_ENV=development.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return isSsrBuild ? serverConfig : config;
});
