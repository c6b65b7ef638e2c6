/**
 * Seeds an embedded PGlite database folder the way the PostgreSQL one is seeded (same SQL),
 * in its own process so its memory is handed back when it ends. Migrates through the api's own
 * openDatabase. Env: PGLITE_DIR, BENCH_PRODUCTS.
 */
import { openDatabase } from '@kolekt/api/db/open-database';
import { sql } from 'drizzle-orm';
import { seed, seededCount, type SqlRunner } from '../lib/seed';

const dir = process.env.PGLITE_DIR!;
const products = Number(process.env.BENCH_PRODUCTS);
const log = (message: string) => process.stderr.write(`${message}\n`);

const database = await openDatabase({ pgliteDir: dir });
const run: SqlRunner = async (text) => {
  const result = (await database.db.execute(sql.raw(text))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
};
try {
  if ((await seededCount(run)) === products) {
    log(`PGlite ${dir}: already seeded with ${products} products`);
  } else {
    log(`PGlite ${dir}: seeding ${products} products…`);
    const started = Date.now();
    await seed(run, products, { maintenanceWorkMem: '256MB', log });
    log(`PGlite: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await database.close();
}
