// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const nodeEnv = process.env.NODE_ENV;
let outDir = '';

afterAll(async () => {
  process.env.NODE_ENV = nodeEnv;
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('builds for production even when the shell says NODE_ENV=development', async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'kolekt-web-build-'));
  process.env.NODE_ENV = 'development';
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  });

  const assets = await readdir(path.join(outDir, 'assets'));
  const scripts = await Promise.all(
    assets
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFile(path.join(outDir, 'assets', name), 'utf8')),
  );
  // React's development build compiles JSX to jsxDEV calls; the production one never does.
  expect(scripts.some((script) => script.includes('jsxDEV'))).toBe(false);
  // The offline worker is generated and the app registers it (only production code does).
  expect(await readdir(outDir)).toContain('sw.js');
  expect(scripts.some((script) => script.includes('/sw.js'))).toBe(true);

  // The first route fetches only what it draws: validation (zod) and toasts (sonner) come later.
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const firstRoute = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(firstRoute.length).toBeGreaterThan(1);
  // A few files rather than dozens of 1 kB ones: over HTTP/1.1 a browser fetches six at a time.
  expect(firstRoute.length).toBeLessThanOrEqual(6);
  const firstScripts = await Promise.all(
    firstRoute.map((file) => readFile(path.join(outDir, file), 'utf8')),
  );
  expect(scripts.some((script) => script.includes('ZodError'))).toBe(true);
  expect(scripts.some((script) => script.includes('data-sonner-toaster'))).toBe(true);
  for (const script of firstScripts) {
    expect(script).not.toContain('ZodError');
    expect(script).not.toContain('data-sonner-toaster');
    // Translations come from a bundled chunk, not over a request made once the JS has run.
    expect(script).not.toContain('/locales/');
  }
  // The screens a shared link opens arrive in a few files (the route's own and the first
  // route's), and without zod: validation comes with the forms that need it.
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) filesOf(imported, seen);
    return seen;
  };
  const screens = {
    landing: filesOf('src/app/routes/landing.tsx'),
    collection: filesOf(
      'src/app/routes/collection.tsx',
      filesOf('src/app/layouts/main-layout.tsx'),
    ),
  };
  expect(screens.landing.size).toBeLessThanOrEqual(6);
  expect(screens.collection.size).toBeLessThanOrEqual(16);
  for (const key of [...screens.landing, ...screens.collection]) {
    const script = await readFile(path.join(outDir, manifest[key]!.file), 'utf8');
    expect(script, key).not.toContain('ZodError');
  }

  // Issue #13: at most 150 kB gzipped before the first route renders (as `npm run bench -- web-bundle` counts).
  const firstRouteBytes = firstScripts.reduce((sum, script) => sum + gzipSync(script).length, 0);
  expect(firstRouteBytes).toBeLessThanOrEqual(150_000);

  // The visitor's language starts downloading with the first scripts: a tiny entry runs first,
  // and each language is a chunk of its own that the first route does not carry. main.tsx's
  // entry downloads at once and that tiny entry runs it once the page has painted.
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]* src="\/assets\/([^"]+)"/g)];
  expect(moduleScripts.map((m) => m[1]!.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
    'start-first-screen',
  ]);
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/index-[\w-]{8}\.js" id="app-entry">/,
  );
  // vite.config.ts lists start-first-screen.ts' modules by hand for its `start-up` chunk: a module
  // missing there would pull the entry into the framework or app chunk and hold the language back.
  const startFiles = [...filesOf('src/start-first-screen.ts')].map((key) => manifest[key]!.file);
  expect(startFiles.some((file) => file.startsWith('assets/start-up-'))).toBe(true);
  expect(startFiles.filter((file) => /^assets\/(framework|app)-/.test(file))).toEqual([]);
  // A shared collection's route starts from that entry too, with the framework rather than after it.
  const startDynamic = [...filesOf('src/start-first-screen.ts')].flatMap(
    (key) => manifest[key]?.dynamicImports ?? [],
  );
  expect(startDynamic).toEqual(
    expect.arrayContaining(['src/app/layouts/main-layout.tsx', 'src/app/routes/collection.tsx']),
  );
  for (const { headline } of [tr.landing, en.landing]) {
    expect(firstScripts.some((script) => script.includes(headline))).toBe(false);
    expect(scripts.some((script) => script.includes(headline))).toBe(true);
  }
}, 180_000);
