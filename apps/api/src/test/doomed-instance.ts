/**
 * An api instance's re-check machinery in a process of its own, for tests that kill it: it works
 * the `price-check` jobs of DATABASE_URL, says `taken <url>` when a check starts, and never ends
 * one, as a process killed in the middle of a check.
 */
import { openDatabase } from '../db/open-database';
import { quickLimits, startCheckInstance } from './price-check-harness';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await startCheckInstance({
  database,
  limits: quickLimits({ everyMs: 30_000 }),
  expireInSeconds: Number(process.env.EXPIRE_SECONDS ?? 2),
  scrapeProduct: (url) => {
    process.stdout.write(`taken ${url}\n`);
    return new Promise(() => {});
  },
});
process.stdout.write('ready\n');
