import { openDatabase } from '@kolekt/api/db/open-database';
import pg from 'pg';
import { seed, seededCount, type SqlRunner } from './seed';

/** `postgres://user@host:port/name` with the database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function ensureDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Creates the database if missing, migrates it as the api does at start-up (its own
 * openDatabase), and seeds it unless it already holds this many products of this seed version.
 */
export async function preparePostgres(options: {
  serverUrl: string;
  name: string;
  products: number;
  log: (message: string) => void;
}): Promise<string> {
  const url = withDatabase(options.serverUrl, options.name);
  await ensureDatabase(options.serverUrl, options.name);
  const migrated = await openDatabase({ databaseUrl: url });
  await migrated.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run: SqlRunner = async (text) => (await client.query(text)).rows;
    const count = await seededCount(run);
    if (count === options.products) {
      options.log(`${options.name}: already seeded with ${options.products} products`);
      return url;
    }
    options.log(`${options.name}: seeding ${options.products} products…`);
    const started = Date.now();
    await run('set synchronous_commit = off');
    await seed(run, options.products, { maintenanceWorkMem: '1GB', log: options.log });
    options.log(`${options.name}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
  return url;
}
