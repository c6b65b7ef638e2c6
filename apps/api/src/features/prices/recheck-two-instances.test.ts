import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { priceObservations } from '../../db/schema';
import {
  quickLimits,
  seedWatchedProducts,
  shopScraper,
  startCheckInstance,
  until,
  type CheckInstance,
} from '../../test/price-check-harness';
import { startFixtureShop, type FixtureShop } from '@kolekt/scraper/test-support';
import { pricedPage } from '../../test/product-pages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { priceCheck } from './price-check-job';

interface JobRow {
  product_id: string;
  created_ms: number;
  state: string;
  retry_count: number;
}

async function priceCheckJobs(database: Database): Promise<JobRow[]> {
  const result = await database.db.execute(sql`
    select singleton_key as product_id, state, retry_count,
      extract(epoch from created_on)::float8 * 1000 as created_ms
    from pgboss.job where name = ${priceCheck.name} order by created_on`);
  return (result as unknown as { rows: JobRow[] }).rows;
}

const doomedInstance = fileURLToPath(new URL('../../test/doomed-instance.ts', import.meta.url));

const observationsOf = (database: Database, productId: string) =>
  database.db.select().from(priceObservations).where(eq(priceObservations.productId, productId));

// Several instances on one database need a database server: PGlite is one process's.
describe.runIf(process.env.TEST_DATABASE_URL)('re-checks with several instances', () => {
  let shop: FixtureShop;
  let one: TestApp;
  let two: TestApp;
  const everyMs = 2000;

  beforeAll(async () => {
    shop = await startFixtureShop();
    const env = {
      PRICE_CHECK_EVERY: '2s',
      PRICE_CHECK_SHOP_SLOTS: '10',
      PRICE_CHECK_SHOP_PER_MINUTE: '6000',
      SCRAPER_ALLOWED_HOSTS: shop.hostPort,
      SCRAPER_TIMEOUT_MS: '2000',
    };
    one = await createTestApp(env);
    two = await createTestApp(env, { database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await shop.close();
  });

  it(
    'never checks a product twice in one period, over several periods',
    { timeout: 40_000 },
    async () => {
      const paths = Array.from({ length: 20 }, (_, i) => `/item/${i}`);
      for (const [i, path] of paths.entries()) {
        shop.pages.set(path, pricedPage({ name: `Ürün ${i}`, price: `${100 + i}.50` }));
      }
      const ids = await seedWatchedProducts(
        one.database,
        paths.map((path, i) => ({ url: shop.url(path), store: `multi-${i % 4}` })),
      );
      const started = Date.now();
      const periods = 5;
      await new Promise((resolve) => setTimeout(resolve, periods * everyMs));
      // Let the checks under way end before counting.
      await one.app.close();
      await two.app.close();

      const jobs = await priceCheckJobs(one.database);
      const elapsedPeriods = (Date.now() - started) / everyMs;
      for (const [i, productId] of ids.entries()) {
        const own = jobs.filter((job) => job.product_id === productId);
        // Handed out once a period at most: never two jobs of a product less than a period apart.
        for (let k = 1; k < own.length; k++) {
          expect(own[k]!.created_ms - own[k - 1]!.created_ms).toBeGreaterThanOrEqual(everyMs - 5);
        }
        expect(own.length, `checks of product ${i}: ${own.length}`).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(Math.ceil(elapsedPeriods) + 1);
        // Each job read the page once, and each read is one observation.
        const requests = shop.requestsTo(paths[i]!);
        const done = own.filter((job) => job.state === 'completed').length;
        expect(requests.length).toBe(done);
        expect(await observationsOf(one.database, productId)).toHaveLength(done);
      }
    },
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('a killed instance', () => {
  let database: Database;
  let shop: FixtureShop;
  let doomed: ChildProcess | undefined;
  let alive: CheckInstance | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    shop = await startFixtureShop();
    shop.pages.set('/p', pricedPage({ name: 'Termos', price: '199.90' }));
  });
  afterAll(async () => {
    doomed?.kill('SIGKILL');
    await alive?.stop();
    await shop.close();
    await database.close();
  });

  it(
    "hands a killed worker's check to another instance after the job's expiry",
    { timeout: 40_000 },
    async () => {
      const [productId] = await seedWatchedProducts(database, [
        { url: shop.url('/p'), store: 'shop-p' },
      ]);
      const url = (database.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString;
      // Another process takes the check, then dies in the middle of it.
      doomed = spawn(process.execPath, ['--import', 'tsx', doomedInstance], {
        env: { PATH: process.env.PATH, DATABASE_URL: url, EXPIRE_SECONDS: '2' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      doomed.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await until(() => output.includes(`taken ${shop.url('/p')}`), 20_000);
      doomed.kill('SIGKILL');
      expect(await priceCheckJobs(database)).toMatchObject([{ state: 'active', retry_count: 0 }]);

      alive = await startCheckInstance({
        database,
        limits: quickLimits({ everyMs: 30_000 }),
        expireInSeconds: 2,
        scrapeProduct: shopScraper(shop.hostPort),
      });
      await until(async () => (await observationsOf(database, productId!)).length === 1, 30_000);
      expect(await observationsOf(database, productId!)).toMatchObject([
        { amount: '199.90', source: 'recheck' },
      ]);
      expect(shop.requestsTo('/p')).toHaveLength(1);
      // The same job, run again after its expiry; no second one was sent.
      expect(await priceCheckJobs(database)).toMatchObject([
        { product_id: productId, state: 'completed', retry_count: 1 },
      ]);
    },
  );
});
