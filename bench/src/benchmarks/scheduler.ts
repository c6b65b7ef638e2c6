import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@kolekt/api/db/open-database';
import pg from 'pg';
import type { Benchmark } from '../lib/benchmark';
import { apiEntry, apiEnv, type BenchContext } from '../lib/context';
import { withDatabase } from '../lib/database';
import { startFixtureShops, type FixtureShop } from '../lib/fixture-shops';
import { startServer } from '../lib/processes';
import { medianHeapMiB, type MemorySample } from '../lib/memory-sample';
import type { Measurement } from '../lib/report';
import { uuidSql } from '../lib/seed';

function envNumber(name: string, fallback: number) {
  const value = Number(process.env[name] ?? '');
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const databaseName = 'kolekt_bench_scheduler';

/** A fresh database (dropped and made again each run), migrated by the api's own code. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.query(`create database "${databaseName}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, databaseName);
  const migrated = await openDatabase({ databaseUrl: url });
  await migrated.close();
  return url;
}

/** `count` products spread over the shops, all due, all watched by one user. */
async function seedWatched(url: string, count: number, shops: FixtureShop[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ports = `array[${shops.map((shop) => shop.port).join(',')}]`;
    const n = shops.length;
    await client.query(`insert into users (id, email, user_name, name, surname)
      values (${uuidSql('sw', '0')}, 'bench-watcher@example.com', 'bench_watcher', 'Bench', 'Watcher')`);
    await client.query(`insert into products (id, url, title, store, next_check_at)
      select ${uuidSql('sp', 'i')},
        'http://127.0.0.1:' || (${ports})[1 + i % ${n}] || '/p/' || i,
        'Bench product ' || i, 'bench-shop-' || (i % ${n}),
        now() - (i % 3600) * interval '1 second'
      from generate_series(0, ${count - 1}) i`);
    await client.query(`insert into price_watches (user_id, product_id, on_drop, on_back_in_stock)
      select ${uuidSql('sw', '0')}, ${uuidSql('sp', 'i')}, true, true
      from generate_series(0, ${count - 1}) i`);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The most requests in any window of `windowMs` (the whole run when it is shorter). */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** Requests for a product less than a period after its previous one. */
function duplicates(shops: FixtureShop[], everyMs: number): number {
  const last = new Map<string, number>();
  let found = 0;
  for (const request of shops.flatMap((shop) => shop.requests).sort((a, b) => a.at - b.at)) {
    const before = last.get(request.path);
    if (before !== undefined && request.at - before < everyMs) found++;
    last.set(request.path, request.at);
  }
  return found;
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/**
 * The live heap (after a full collection) in the last quarter of the run against the quarter
 * before its middle, each the median of its samples: the first half warms up (JIT, pools, caches), the second
 * must stay flat. RSS is noted beside it; it follows the heap V8 keeps, not what is alive.
 */
function memoryGrowth(samples: MemorySample[]): Omit<Measurement, 'benchmark'> {
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const half = Math.floor(samples.length / 2);
  const middle = samples.slice(Math.max(0, half - quarter), Math.max(1, half));
  const end = samples.slice(-quarter);
  const heaps = samples.map((sample) => mib(sample.heapUsed)).join(' ');
  return {
    metric: 'api live heap growth over the second half (after full GC, end − middle)',
    unit: 'MiB',
    measured: medianHeapMiB(end) - medianHeapMiB(middle),
    target: { of: 'value', op: '<=', limit: 8 },
    note: `${samples.length} samples; live heap MiB: ${heaps}; RSS ${mib(samples[0]!.rss)} → ${mib(samples.at(-1)!.rss)} MiB`,
  };
}

/**
 * The price re-check scheduler (decision 0024) with BENCH_SCHEDULER_PRODUCTS (100,000) watched
 * products over BENCH_SCHEDULER_SHOPS (8) fixture shops on 127.0.0.1, for
 * BENCH_SCHEDULER_SECONDS (240) against the real api on PostgreSQL: checks a minute per shop
 * within PRICE_CHECK_SHOP_PER_MINUTE, in flight within the slots, no product read twice in one
 * period, and the api's memory over the run.
 */
export const scheduler: Benchmark = {
  name: 'scheduler',
  title: 'Price re-check scheduler',
  needsDatabase: false,
  async run(ctx: BenchContext) {
    const products = envNumber('BENCH_SCHEDULER_PRODUCTS', 100_000);
    const shopCount = envNumber('BENCH_SCHEDULER_SHOPS', 8);
    const seconds = envNumber('BENCH_SCHEDULER_SECONDS', 240);
    const everySeconds = envNumber('BENCH_SCHEDULER_EVERY_SECONDS', 30);
    const slots = envNumber('BENCH_SCHEDULER_SLOTS', 2);
    const perMinute = envNumber('BENCH_SCHEDULER_PER_MINUTE', 300);
    // How long a shop takes to answer (0: at once); slow shops fill their slots.
    const answerMs = Number(process.env.BENCH_SCHEDULER_ANSWER_MS ?? 0) || 0;
    // How often the api's live memory is read (each reading is a full garbage collection).
    const sampleSeconds = envNumber('BENCH_SCHEDULER_SAMPLE_SECONDS', 5);

    const fixtures = await startFixtureShops(shopCount, answerMs);
    const url = await freshDatabase(ctx.options.serverUrl);
    ctx.log(`  seeding ${products} watched products over ${shopCount} shops…`);
    await seedWatched(url, products, fixtures.shops);
    const port = ctx.ports.schedulerApi;
    const api = await startServer({
      name: 'api (re-check scheduler)',
      entry: apiEntry,
      port,
      env: apiEnv(port, {
        DATABASE_URL: url,
        PRICE_CHECK_EVERY: `${everySeconds}s`,
        PRICE_CHECK_SHOP_SLOTS: String(slots),
        PRICE_CHECK_SHOP_PER_MINUTE: String(perMinute),
        SCRAPER_ALLOWED_HOSTS: fixtures.shops.map((shop) => shop.host).join(','),
        SCRAPER_TIMEOUT_MS: '5000',
      }),
      readyPath: '/api/health',
      memoryProbe: true,
    });
    const samples: MemorySample[] = [];
    const started = Date.now();
    try {
      while (Date.now() - started < seconds * 1000) {
        await sleep(sampleSeconds * 1000);
        samples.push(await api.liveMemory());
      }
    } finally {
      await api.stop();
      await fixtures.close();
    }
    const minutes = (Date.now() - started) / 60_000;

    // A shop's bucket starts full: min(slots, per-minute) checks at once, then the steady rate.
    const burst = Math.min(slots, perMinute);
    const rows = fixtures.shops.map((shop, k) => {
      const times = shop.requests.map((request) => request.at);
      return {
        shop: `bench-shop-${k}`,
        checks: times.length,
        perMinute: Math.max(0, times.length - burst) / minutes,
        busiestMinute: busiestWindow(times, 60_000),
        mostInFlight: shop.mostInFlight,
      };
    });
    const total = rows.reduce((sum, row) => sum + row.checks, 0);
    ctx.log(
      [
        '',
        `| shop | checks | checks/min | most in any 60 s | most in flight |`,
        `|---|---|---|---|---|`,
        ...rows.map(
          (row) =>
            `| ${row.shop} | ${row.checks} | ${row.perMinute.toFixed(1)} | ${row.busiestMinute} | ${row.mostInFlight} |`,
        ),
        '',
      ].join('\n'),
    );
    const setting = `${products} products, ${shopCount} shops, PRICE_CHECK_EVERY=${everySeconds}s, slots ${slots}, ${perMinute}/min, ${seconds} s`;
    const results: Omit<Measurement, 'benchmark'>[] = [
      {
        metric: 'checks a minute, busiest shop (average over the run, opening burst aside)',
        unit: '/min',
        measured: Math.max(...rows.map((row) => row.perMinute)),
        target: { of: 'value', op: '<=', limit: perMinute },
        note: `${total} checks in all, ${(total / minutes).toFixed(0)}/min; ${setting}`,
      },
      {
        metric: 'checks in any 60 s, busiest shop',
        unit: '',
        measured: Math.max(...rows.map((row) => row.busiestMinute)),
        target: { of: 'value', op: '<=', limit: perMinute + burst },
      },
      {
        metric: 'checks in flight at once, busiest shop',
        unit: '',
        measured: Math.max(...rows.map((row) => row.mostInFlight)),
        target: { of: 'value', op: '<=', limit: slots },
      },
      {
        metric: 'products read twice within one period',
        unit: '',
        measured: duplicates(fixtures.shops, everySeconds * 1000),
        target: { of: 'value', op: '<=', limit: 0 },
      },
      memoryGrowth(samples),
    ];
    return results;
  },
};
