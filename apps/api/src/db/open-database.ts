import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Db } from './database';
import { backfillPriceAmounts } from './backfill-price-amounts';
import { givingClientsBack } from './pooled-transactions';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: instances starting together migrate one at a time. */
const migrationLockKey = 7_210_420_001;

async function openPostgres(url: string, logger: QueryLogger | undefined): Promise<Database> {
  // A server out of reach fails a request within seconds (answered 503) instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // A client in use that loses its connection (a background job's transaction while the server
  // goes away) fails its query; without a listener its 'error' event would crash the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    await backfillPriceAmounts(drizzlePg({ client, schema }) as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    client.release();
  }
  const db = givingClientsBack(pool, drizzlePg({ client: pool, schema, logger }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** `dataDir` undefined keeps the database in memory (tests). */
async function openPglite(
  dataDir: string | undefined,
  logger: QueryLogger | undefined,
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs search; PGlite ships it as a loadable extension.
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  await backfillPriceAmounts(db);
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  pgliteDir?: string;
  /** Sees each statement the app sends (tests compare the work two requests do). */
  onQuery?: (query: string) => void;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and migrates it. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger)
    : openPglite(options.pgliteDir, logger);
}
