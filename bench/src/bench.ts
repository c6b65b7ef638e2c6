/**
 * Kolekt's benchmarks: each measures the api (or the web build) against a bare baseline in the
 * same run and checks the ratio or value against docs/benchmarks.md's targets.
 *
 *   npm run bench -- [--strict] [--only=search,deep-pages] [scheduler]
 *
 * Env: BENCH_PRODUCTS (1000000), BENCH_DURATION (10 s), BENCH_WARMUP (3 s), BENCH_ROUNDS (3),
 * BENCH_CONNECTIONS (32), BENCH_RATE_CONNECTIONS (10), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DATABASE (kolekt_bench), BENCH_PORT_BASE (4100), BENCH_HUB_CLIENTS (5000),
 * BENCH_HUB_RATE (1000), BENCH_SCHEDULER_PRODUCTS (100000), BENCH_SCHEDULER_SHOPS (8),
 * BENCH_SCHEDULER_SECONDS (240), BENCH_SCHEDULER_EVERY_SECONDS (30), BENCH_SCHEDULER_SLOTS (2),
 * BENCH_SCHEDULER_PER_MINUTE (300), BENCH_SCHEDULER_ANSWER_MS (0), BENCH_LIGHTHOUSE_RUNS (3),
 * CHROME_PATH (/usr/bin/chromium), BENCH_SOURCE (this checkout; see bench/snapshot.sh),
 * BENCH_CPU_PROFILE (a folder: each server writes a V8 CPU profile there when it stops).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { collectionPage } from './benchmarks/collection-page';
import { deepPages } from './benchmarks/deep-pages';
import { hub } from './benchmarks/hub';
import { lighthouseScores } from './benchmarks/lighthouse';
import { noDbRoutes } from './benchmarks/no-db-routes';
import { pglite } from './benchmarks/pglite';
import { scheduler } from './benchmarks/scheduler';
import { search } from './benchmarks/search';
import { webBundle } from './benchmarks/web-bundle';
import type { Benchmark } from './lib/benchmark';
import { BenchContext, dataDir, sourceDir, type BenchOptions } from './lib/context';
import { preparePostgres } from './lib/database';
import { repoDir } from './lib/processes';
import { renderMarkdown, renderTable, statusOf, type Measurement } from './lib/report';

const benchmarks: Benchmark[] = [
  noDbRoutes,
  collectionPage,
  search,
  deepPages,
  webBundle,
  lighthouseScores,
  pglite,
  hub,
  scheduler,
];

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got ${raw}`);
  return value;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Which code is measured: the work tree at a commit (and whether it has changes), or a snapshot. */
function describeSource(): string {
  if (sourceDir !== repoDir) return `snapshot ${path.relative(repoDir, sourceDir)}`;
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repoDir, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps', 'packages') !== '';
    return `work tree at ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'work tree';
  }
}

function parseOptions(argv: string[]): BenchOptions {
  let only: string[] | undefined;
  let strict = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--strict') strict = true;
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',');
    else if (arg === '--only') only = (argv[++i] ?? '').split(',');
    // A bare name runs that benchmark alone: `npm run bench -- scheduler`.
    else if (benchmarks.some((b) => b.name === arg)) only = [...(only ?? []), arg];
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(
        `usage: npm run bench -- [--strict] [--only=${benchmarks.map((b) => b.name).join(',')}] [name…]\n`,
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}`);
  }
  const names = benchmarks.map((b) => b.name);
  const unknown = only?.filter((name) => !names.includes(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`unknown benchmark ${unknown.join(', ')}: ${names.join(', ')}`);
  const products = Math.round(numberFrom('BENCH_PRODUCTS', 1_000_000));
  if (products < 1) throw new Error('BENCH_PRODUCTS must be at least 1');
  return {
    products,
    durationSeconds: numberFrom('BENCH_DURATION', 10),
    warmupSeconds: numberFrom('BENCH_WARMUP', 3),
    rounds: Math.max(1, Math.round(numberFrom('BENCH_ROUNDS', 3))),
    connections: numberFrom('BENCH_CONNECTIONS', 32),
    rateConnections: numberFrom('BENCH_RATE_CONNECTIONS', 10),
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    databaseName: process.env.BENCH_DATABASE || 'kolekt_bench',
    portBase: numberFrom('BENCH_PORT_BASE', 4100),
    strict,
    only,
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const selected = benchmarks.filter((b) => !options.only || options.only.includes(b.name));
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const startedAt = new Date();
  const startLoad = loadAverage();
  const source = describeSource();
  log(
    `Kolekt benchmarks: ${selected.map((b) => b.name).join(', ')}; ${options.products} products, ` +
      `${options.durationSeconds} s runs after ${options.warmupSeconds} s warm-up, ` +
      `${os.cpus().length} CPUs, Node.js ${process.version}, load average ${startLoad}; ` +
      `measuring ${source}`,
  );

  let databaseUrl = '';
  if (selected.some((b) => b.needsDatabase)) {
    databaseUrl = await preparePostgres({
      serverUrl: options.serverUrl,
      name: options.databaseName,
      products: options.products,
      log,
    });
  }

  const ctx = new BenchContext(options, databaseUrl);
  const measurements: Measurement[] = [];
  const onSignal = () => {
    void ctx.close().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const benchmark of selected) {
      log(`\n▶ ${benchmark.title} (${benchmark.name})`);
      const started = Date.now();
      try {
        const results = await benchmark.run(ctx);
        for (const result of results) {
          const measurement = { benchmark: benchmark.name, ...result };
          measurements.push(measurement);
          log(`  ${statusOf(measurement)}  ${measurement.metric}`);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`  ERROR ${message}`);
        measurements.push({
          benchmark: benchmark.name,
          metric: benchmark.title,
          unit: '',
          measured: Number.NaN,
          target: { of: 'value', op: '<=', limit: 0 },
          invalid: `benchmark failed: ${message.split('\n')[0]}`,
        });
      }
      log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await ctx.close();
  }

  const table = renderTable(measurements);
  process.stdout.write(`\n${table}\n`);
  const failed = measurements.filter((m) => statusOf(m) === 'FAIL').length;
  const passed = measurements.filter((m) => statusOf(m) === 'PASS').length;
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);

  const resultsDir = path.join(dataDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const header =
    `${options.products} products; ${options.durationSeconds} s runs, ${options.warmupSeconds} s warm-up, ` +
    `${options.rounds} rounds of paired max throughput; ` +
    `${options.connections} connections (max throughput), ${options.rateConnections} (fixed rate); ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node.js ${process.version}; ${startedAt.toISOString()}; ` +
    `load average at start ${startLoad}, at end ${loadAverage()}; measured ${source}`;
  await writeFile(
    path.join(resultsDir, `${stamp}.md`),
    `${header}\n\n${renderMarkdown(measurements)}\n`,
  );
  await writeFile(
    path.join(resultsDir, `${stamp}.json`),
    `${JSON.stringify({ options, startedAt, measurements }, null, 2)}\n`,
  );
  log(`results: ${path.relative(process.cwd(), path.join(resultsDir, stamp))}.{md,json}`);
  if (options.strict && failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
