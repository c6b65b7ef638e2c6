import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/result-rows';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { likeInsertQuery } from './like-statements';

/** The like statement's plan on real PostgreSQL, as a connection of the api keeps it. */
describe.runIf(process.env.TEST_DATABASE_URL)('the like statement on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is planned once and then kept, reading every table by its key', async () => {
    const owner = await createUser(t.app);
    const fan = await createUser(t.app);
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => (await createCollection(t.app, owner.user.id)).id),
    );
    const { sql: text, params } = likeInsertQuery(t.database.db).toSQL();
    const literal = (value: unknown) =>
      typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : `'${String(value)}'`;
    const execute = (prefix: string, collection: string) =>
      sql.raw(
        `${prefix}execute like_check(${fillPlaceholders(params, { caller: fan.user.id, collection })
          .map(literal)
          .join(', ')})`,
      );
    const { plans, kept } = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare like_check as ${text}`));
      for (const id of ids.slice(0, 7)) await tx.execute(execute('', id));
      const plans = await tx.execute(sql`
        select generic_plans, custom_plans from pg_prepared_statements where name = 'like_check'`);
      const explained = await tx.execute(execute('explain ', ids[7]!));
      await tx.execute(sql`deallocate like_check`);
      return {
        plans: rowsOf<{ generic_plans: string; custom_plans: string }>(plans)[0]!,
        kept: rowsOf<{ 'QUERY PLAN': string }>(explained)
          .map((row) => row['QUERY PLAN'])
          .join('\n'),
      };
    });
    // Five plans made for their calls, then the one kept for every like after them.
    expect(Number(plans.custom_plans)).toBe(5);
    expect(Number(plans.generic_plans)).toBeGreaterThanOrEqual(2);
    // A plan made for the call would show the collection itself instead of the parameter.
    expect(kept).toMatch(
      /Index Scan using collections_pkey on collections .*\n\s+Index Cond: \(id = \$1\)/,
    );
    expect(kept).not.toContain('Seq Scan');
  });
});
