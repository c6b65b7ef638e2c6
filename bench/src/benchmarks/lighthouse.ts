import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Benchmark } from '../lib/benchmark';
import { apiEntry, apiEnv, dataDir } from '../lib/context';
import {
  erroredAudits,
  keyMetrics,
  offMachineRequests,
  runLighthouseWithRetry,
  topFindings,
  type LighthouseRun,
} from '../lib/lighthouse-run';
import { startServer } from '../lib/processes';
import type { Measurement } from '../lib/report';
import { ids } from '../lib/seed';
import { buildWebApp } from '../lib/web-build';

const runs = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
const reportDir = path.join(dataDir, 'lighthouse');

const score = (run: LighthouseRun) => run.lhr.categories.performance?.score ?? Number.NaN;

/**
 * Lighthouse's mobile performance score of the landing page and a public collection page (as a
 * guest), served as production serves them: the real api on the bench database with the bench's
 * web build in WEB_DIST_DIR. The median of a few runs, each in a fresh Chromium.
 */
export const lighthouseScores: Benchmark = {
  name: 'lighthouse',
  title: 'Lighthouse (mobile)',
  needsDatabase: true,
  async run(ctx) {
    const webDist = await buildWebApp((message) => ctx.log(message));
    const port = ctx.ports.webApi;
    const server = await startServer({
      name: 'api serving the web app',
      entry: apiEntry,
      port,
      env: apiEnv(port, { DATABASE_URL: ctx.databaseUrl, WEB_DIST_DIR: webDist }),
      readyPath: '/api/health',
    });
    const collectionId = ids.collection(0);
    const pages = [
      { label: '/welcome', slug: 'welcome', path: '/welcome' },
      { label: '/collection/{id}', slug: 'collection', path: `/collection/${collectionId}` },
    ];
    try {
      // The first answers of a fresh api are slower; Lighthouse counts the server's response time.
      for (const url of [
        ...pages.map((page) => page.path),
        `/api/collection/${collectionId}`,
        `/api/product/collection/${collectionId}?pageIndex=1&pageSize=20`,
      ]) {
        // The api answers a page path with index.html only when the browser accepts HTML.
        const accept = url.startsWith('/api/') ? 'application/json' : 'text/html';
        const response = await fetch(server.origin + url, { headers: { accept } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      }

      await mkdir(reportDir, { recursive: true });
      const results: Omit<Measurement, 'benchmark'>[] = [];
      for (const page of pages) {
        const done: LighthouseRun[] = [];
        for (let k = 0; k < runs; k++) {
          const run = await runLighthouseWithRetry(server.origin + page.path);
          ctx.log(`  ${page.label} run ${k + 1}: ${score(run).toFixed(2)}`);
          done.push(run);
        }
        done.sort((a, b) => score(a) - score(b));
        const median = done[Math.floor((done.length - 1) / 2)]!;
        const report = path.join(reportDir, page.slug);
        await writeFile(`${report}.html`, median.html);
        await writeFile(`${report}.json`, JSON.stringify(median.lhr));
        ctx.log(
          `  ${page.label}: median run in ${path.relative(process.cwd(), report)}.{html,json}`,
        );

        const refused = offMachineRequests(median.lhr);
        const errored = erroredAudits(median.lhr);
        const hosts = [...new Set(refused.map((url) => new URL(url).host))];
        results.push({
          metric: `${page.label} performance score, median of ${runs}`,
          unit: '',
          measured: score(median),
          target: { of: 'value', op: '>=', limit: 0.95 },
          note: [
            `runs ${done.map((run) => score(run).toFixed(2)).join(', ')}`,
            keyMetrics(median.lhr),
            // Lighthouse's own CPU benchmark: low when other work shares the machine.
            `benchmarkIndex ${median.lhr.environment.benchmarkIndex.toFixed(0)}`,
            `top: ${topFindings(median.lhr, 5).join('; ') || 'nothing failed'}`,
            errored.length > 0 ? `could not run: ${errored.join(', ')}` : '',
            refused.length > 0
              ? `${refused.length} request(s) to ${hosts.join(', ')} refused (nothing leaves the machine)`
              : '',
          ]
            .filter(Boolean)
            .join('; '),
        });
      }
      return results;
    } finally {
      await server.stop();
    }
  },
};
