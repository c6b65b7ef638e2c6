import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark } from '../lib/benchmark';
import { buildWebApp } from '../lib/web-build';

/** kB as Vite reports them: 1,000 bytes. */
const kB = (bytes: number) => bytes / 1000;

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) out[match[1]!] = match[2] ?? '';
  return out;
}

/** The entry script and its modulepreload links: the JS every first page load fetches. */
export function initialScripts(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const attrs = attributes(match[0]);
    const file =
      match[1] === 'script' && attrs.type === 'module'
        ? attrs.src
        : match[1] === 'link' && attrs.rel === 'modulepreload'
          ? attrs.href
          : undefined;
    if (file && !files.includes(file)) files.push(file);
  }
  return files;
}

const gzipSize = async (file: string) => gzipSync(await readFile(file)).length;

/**
 * Builds the web app (its own `npm run build`, into bench/.data/web-dist) and weighs the
 * JavaScript gzipped with node:zlib.
 */
export const webBundle: Benchmark = {
  name: 'web-bundle',
  title: 'Web bundle',
  needsDatabase: false,
  async run(ctx) {
    const outDir = await buildWebApp((message) => ctx.log(message));
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const initial = initialScripts(html).map((href) => href.replace(/^\//, ''));
    if (initial.length === 0) throw new Error('web bundle: no entry script in index.html');

    const sizes = new Map<string, number>();
    for (const file of initial) sizes.set(file, await gzipSize(path.join(outDir, file)));
    const initialTotal = [...sizes.values()].reduce((sum, n) => sum + n, 0);

    const assets = (await readdir(path.join(outDir, 'assets'))).filter((f) => f.endsWith('.js'));
    const others: { file: string; size: number }[] = [];
    for (const name of assets) {
      const file = `assets/${name}`;
      if (!sizes.has(file)) others.push({ file, size: await gzipSize(path.join(outDir, file)) });
    }
    others.sort((a, b) => b.size - a.size);
    const largest = others[0];
    const over = others.filter((chunk) => kB(chunk.size) > 50);
    const describe = (file: string, size: number) =>
      `${path.basename(file)} ${kB(size).toFixed(1)}`;

    return [
      {
        metric: 'JS of the first route (entry + modulepreload), gzipped',
        unit: 'kB',
        measured: kB(initialTotal),
        target: { of: 'value', op: '<=', limit: 150 },
        note: [...sizes].map(([file, size]) => describe(file, size)).join(', '),
      },
      {
        metric: `largest other JS chunk (of ${others.length}), gzipped`,
        unit: 'kB',
        measured: largest ? kB(largest.size) : 0,
        target: { of: 'value', op: '<=', limit: 50 },
        note: largest
          ? `${path.basename(largest.file)}; ${over.length} chunk(s) over 50 kB${over.length > 0 ? `: ${over.map((c) => describe(c.file, c.size)).join(', ')}` : ''}`
          : 'no other chunks',
      },
    ];
  },
};
