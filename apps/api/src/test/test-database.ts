import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI), else an in-memory PGlite. Closing it drops it.
 */
export async function openTestDatabase(
  options: { onQuery?: (query: string) => void } = {},
): Promise<Database> {
  // Tests are the one place besides config that reads the environment: it picks the server.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase(options);

  const name = `kolekt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
