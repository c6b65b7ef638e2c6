import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { browserTexts, buildManifest } from './manifest';

/** Writes the unpacked extension to dist/: the React pages, the worker, the bridge, the manifest. */
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

const pages: InlineConfig = {
  configFile: false,
  root: path.join(root, 'src/pages'),
  base: './',
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  define: production,
  build: {
    outDir: dist,
    emptyOutDir: false,
    rolldownOptions: {
      input: {
        popup: path.join(root, 'src/pages/popup.html'),
        options: path.join(root, 'src/pages/options.html'),
      },
    },
  },
};

/** Content scripts and the worker must be classic scripts: one self-contained IIFE each. */
const classicScript = (name: string, entry: string): InlineConfig => ({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  define: production,
  build: {
    outDir: dist,
    emptyOutDir: false,
    lib: { entry: path.join(root, entry), formats: ['iife'], name, fileName: () => `${name}.js` },
  },
});

await rm(dist, { recursive: true, force: true });
await build(pages);
await build(classicScript('background', 'src/background/main.ts'));
await build(classicScript('bridge', 'src/bridge/main.ts'));

const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(buildManifest(version), null, 2));
for (const [language, texts] of Object.entries(browserTexts)) {
  const folder = path.join(dist, '_locales', language);
  await mkdir(folder, { recursive: true });
  const messages = Object.fromEntries(
    Object.entries(texts).map(([key, message]) => [key, { message }]),
  );
  await writeFile(path.join(folder, 'messages.json'), JSON.stringify(messages, null, 2));
}
// Unpaired by default; the api's zip replaces this file with its own origin.
await writeFile(path.join(dist, 'kolekt.json'), `${JSON.stringify({ origin: null })}\n`);
// The app's own icon, so the toolbar shows the same mark as the installed web app.
await mkdir(path.join(dist, 'icons'), { recursive: true });
await copyFile(path.join(root, '../web/public/pwa-192.png'), path.join(dist, 'icons/kolekt.png'));
console.warn(`Kolekt extension written to ${dist}`);
