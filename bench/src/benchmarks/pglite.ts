import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Benchmark } from '../lib/benchmark';
import { apiEntry, apiEnv, dataDir } from '../lib/context';
import { percentile, problemsOf, sequential, type RequestSpec } from '../lib/load';
import { measure, oneClient } from '../lib/measure';
import { benchDir, startServer } from '../lib/processes';
import { ids } from '../lib/seed';
import { searchTerms } from '../lib/vocabulary';

function seedPglite(dir: string, products: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(benchDir, 'src/servers/seed-pglite.ts')],
      {
        cwd: benchDir,
        env: { PATH: process.env.PATH ?? '', PGLITE_DIR: dir, BENCH_PRODUCTS: String(products) },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite seed exited with ${code}`)),
    );
  });
}

/**
 * The same api on the embedded PGlite (the default without DATABASE_URL) against PostgreSQL,
 * over the same seeded data, one request at a time; then 50 clients at once on PGlite.
 */
export const pglite: Benchmark = {
  name: 'pglite',
  title: 'PGlite vs PostgreSQL',
  needsDatabase: true,
  async run(ctx) {
    const { plan } = ctx;
    const dir = path.join(dataDir, `pglite-${plan.products}`);
    await seedPglite(dir, plan.products);

    const [{ token } = { token: '' }] = await ctx.tokens(1);
    const headers = { authorization: `Bearer ${token}` };
    const collections = Array.from({ length: Math.min(20, plan.collections) }, (_, m) =>
      ids.collection((m * 53 + 7) % plan.collections),
    );
    const endpoints: { label: string; requests: RequestSpec[] }[] = [
      {
        label: 'GET /api/collection/{id} (signed in)',
        requests: collections.map((id) => ({ path: `/api/collection/${id}`, headers })),
      },
      {
        label: 'GET /api/product/collection/{id}, 20 items',
        requests: collections.map((id) => ({
          path: `/api/product/collection/${id}?pageIndex=1&pageSize=20`,
          headers,
        })),
      },
      {
        label: 'GET /api/product/lastAdded, page 1',
        requests: [{ path: '/api/product/lastAdded?pageIndex=1&pageSize=20' }],
      },
      {
        label: 'GET /api/product/name (search)',
        requests: searchTerms(6).map((term) => ({
          path: `/api/product/name?title=${encodeURIComponent(term)}&pageIndex=1&pageSize=12`,
        })),
      },
    ];

    const seconds = Math.max(3, Math.round(ctx.options.durationSeconds / 2));
    const postgres = await ctx.api();
    const pgResults = [];
    for (const endpoint of endpoints) {
      await sequential(postgres.origin, endpoint.requests);
      pgResults.push(await oneClient(ctx, postgres, endpoint.requests, seconds));
    }
    const pgRss = postgres.rssMiB();
    // The PGlite api gets the machine to itself (bar PostgreSQL, idle).
    await ctx.stopServer('api');
    await ctx.stopServer('pg-baseline');

    const started = Date.now();
    const embedded = await startServer({
      name: 'api (PGlite)',
      entry: apiEntry,
      port: ctx.ports.apiPglite,
      env: apiEnv(ctx.ports.apiPglite, { DATA_DIR: dir }),
      readyPath: '/api/health',
      readyTimeoutMs: 600_000,
    });
    const startSeconds = (Date.now() - started) / 1000;
    try {
      const results: Awaited<ReturnType<Benchmark['run']>> = [];
      for (const [index, endpoint] of endpoints.entries()) {
        await sequential(embedded.origin, endpoint.requests);
        const run = await oneClient(ctx, embedded, endpoint.requests, seconds);
        const pgRun = pgResults[index]!;
        results.push({
          metric: `${endpoint.label}, p50 at one client`,
          unit: 'ms',
          measured: percentile(run.latencies, 50),
          baseline: percentile(pgRun.latencies, 50),
          baselineLabel: 'PostgreSQL',
          target: { of: 'ratio', op: '<=', limit: 2.5 },
          invalid: problemsOf(run) ?? problemsOf(pgRun),
          note: `p99 ${percentile(run.latencies, 99).toFixed(1)} ms vs ${percentile(pgRun.latencies, 99).toFixed(1)} ms`,
        });
      }

      // The cheap endpoints only: a slow one would time out in the queue, which is not a deadlock.
      const mixed = endpoints.slice(0, 2).flatMap((endpoint) => endpoint.requests);
      const crowd = await measure(ctx, embedded, mixed, {
        connections: 50,
        seconds,
        warmup: false,
      });
      results.push({
        metric: '50 concurrent clients on PGlite: failed requests',
        unit: '',
        measured: crowd.errors + crowd.non2xx,
        target: { of: 'value', op: '<=', limit: 0 },
        note: `${crowd.okRps.toFixed(0)} req/s, p99 ${percentile(crowd.latencies, 99).toFixed(0)} ms, ${problemsOf(crowd) ?? 'no errors'}`,
      });
      results.push({
        metric: 'api memory (RSS) after the runs',
        unit: 'MiB',
        measured: embedded.rssMiB(),
        baseline: pgRss,
        baselineLabel: 'PostgreSQL api',
        note: `PGlite api start-up with ${plan.products} products: ${startSeconds.toFixed(1)} s`,
      });
      return results;
    } finally {
      await embedded.stop();
    }
  },
};
