import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import type { Database } from '../db/database';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, configured like production bar the given variables. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** Routes added before the app is ready (error-handling tests). */
    extend?: (app: FastifyInstance) => void;
    /** Share another app's database, as two instances behind a load balancer do. */
    database?: Database;
    /** Sees each statement the app sends. */
    onQuery?: (query: string) => void;
  } = {},
): Promise<TestApp> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hmac-256',
    WEB_DIST_DIR: '/nonexistent',
    // A fixed pair, so no test writes a generated one into a data folder.
    VAPID_PUBLIC_KEY:
      'BLVZJeCJRJ_xELLP0ZqjExM3bXWtvE93wuIFIW_MqZLABDnVITlMIEM2yCJbZoI11oRpUmK8mRu6VBIGt1ScqZI',
    VAPID_PRIVATE_KEY: 'tMEHErc_KNUZNjEpHs0KTuy5ElAwMUHBAX1qug-9nQM',
    ...env,
  });
  const shared = options.database;
  const database = shared ?? (await openTestDatabase({ onQuery: options.onQuery }));
  const app = await buildApp({ config, database });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
