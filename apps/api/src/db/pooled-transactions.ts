import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './database';

/**
 * Runs each transaction of `db` on a client checked out and given back here. Drizzle's own pooled
 * `transaction` sends BEGIN before its try/finally, so a BEGIN that fails (the server went away)
 * never gives its client back and closing the pool then waits forever (drizzle-orm#6241, open).
 * The relational query API is not used, so the transaction's drizzle needs no schema (cheap).
 */
export function givingClientsBack(pool: pg.Pool, db: Db): Db {
  const transaction: Db['transaction'] = async (run, config) => {
    const client = await pool.connect();
    try {
      return await (drizzle({ client }) as unknown as Db).transaction(run, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(db, { transaction });
}
