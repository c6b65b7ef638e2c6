import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/database';

type Rows = { rows: unknown[] };
// pg-boss leaves unset options undefined; both drivers want null for "no value".
const nullForUndefined = (values: unknown[]) => values.map((value) => value ?? null);

/**
 * PGlite runs each `query`/`exec` call as one exclusive step: nothing else (no other pg-boss
 * call, no app transaction) runs in between, so pg-boss's fetch (`FOR UPDATE SKIP LOCKED`) and its
 * locked multi-statement blocks stay atomic on the embedded database. `query` takes one statement
 * with parameters; pg-boss's migrations and locked blocks are parameterless multi-statement text,
 * which only `exec` accepts.
 */
function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.findLast((result) => result.fields.length > 0)?.rows ?? [] };
      }
      return client.query(text, nullForUndefined(values));
    },
  };
}

function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      pool.query(text, values && nullForUndefined(values)),
  };
}

/** pg-boss on the app's own connection: the PGlite instance or the PostgreSQL pool. */
export function bossExecutor(database: Database): PgBoss.Db {
  const client = (database.db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteExecutor(client);
  if (client instanceof pg.Pool) return poolExecutor(client);
  throw new Error('the job queue needs a PGlite or node-postgres database');
}

/** pg-boss's `$n` placeholders as Drizzle parameters, so its SQL can run in a Drizzle transaction. */
function asDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Sends a job inside the caller's transaction: it exists only if that transaction commits. */
export function transactionExecutor(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return (await db.execute(asDrizzleSql(text, values))) as unknown as Rows;
    },
  };
}
