import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { givingClientsBack } from './pooled-transactions';

/** A pool whose one client answers each statement with `answer`, counting what it is given. */
function fakePool(answer: (text: string) => Promise<unknown>) {
  const seen = { statements: [] as string[], checkedOut: 0, released: 0 };
  const client = {
    query: (query: string | { text: string }) => {
      const text = typeof query === 'string' ? query : query.text;
      seen.statements.push(text);
      return answer(text);
    },
    release: () => void seen.released++,
  };
  const pool = {
    connect: async () => {
      seen.checkedOut++;
      return client;
    },
  } as unknown as pg.Pool;
  const db = givingClientsBack(pool, drizzle({ client: pool }) as unknown as Db);
  return { db, seen };
}

const rows = async () => ({ rows: [], rowCount: 0, fields: [] });

describe('transactions on the PostgreSQL pool', () => {
  it('give their client back when BEGIN fails (the server went away)', async () => {
    const { db, seen } = fakePool(async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    let ran = false;
    await expect(db.transaction(async () => void (ran = true))).rejects.toThrow();
    expect(ran).toBe(false);
    expect(seen).toMatchObject({ checkedOut: 1, released: 1 });
  });

  it('commit, or roll back what throws, on one client given back once', async () => {
    const { db, seen } = fakePool(rows);
    await db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
    await expect(
      db.transaction(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen.statements).toEqual(['begin', 'select 1', 'commit', 'begin', 'rollback']);
    expect(seen).toMatchObject({ checkedOut: 2, released: 2 });
  });
});
