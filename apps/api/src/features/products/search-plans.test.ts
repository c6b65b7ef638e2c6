import { createHash } from 'node:crypto';
import { fillPlaceholders, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nobody } from '../../lib/prepared-statement';
import { titleWords } from '../../db/schema';
import {
  containingAmongNewestQuery,
  containingAnywhereQuery,
  wordsContaining,
  withWordsQuery,
} from './search-products';

/** The plans, on real PostgreSQL: neither way in reads every row or every match. */
describe.runIf(process.env.TEST_DATABASE_URL)('search query plans on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`
      insert into products (url, title, store, confirmed_at, created_at)
      select 'https://shop.example/p/' || g,
        'Ürün ' || md5(g::text) || ' model seri' || (g % 200) || ' ' || g, 'Trendyol',
        now(), now() - g * interval '1 second'
      from generate_series(1, 100000) g`);
    // Each in one of 1,000 public collections, as the catalogue lists them.
    const owner = await createUser(t.app);
    await t.database.db.execute(sql`
      insert into collections (user_id, name, is_public)
      select ${owner.user.id}, 'Raf ' || g, true from generate_series(1, 1000) g`);
    await t.database.db.execute(sql`
      insert into collection_products (collection_id, product_id, added_by)
      select c.id, p.id, ${owner.user.id}
      from (select id, row_number() over (order by id) % 1000 as slot from products) p
      join (select id, row_number() over (order by id) - 1 as slot from collections
            where name like 'Raf %') c using (slot)`);
    await t.database.db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => t.close());

  /**
   * The plan of a prepared search after `terms` calls: with `generic`, the plan PostgreSQL keeps
   * once it stops planning per call, which has to be right for every term; otherwise the plan it
   * chose itself by then.
   */
  const preparedPlan = async (
    query: { toSQL(): { sql: string; params: unknown[] } },
    options: { generic: boolean; terms?: string[]; explained?: string },
  ) => {
    const { sql: text, params } = query.toSQL();
    const valuesFor = (pattern: string) =>
      fillPlaceholders(params, {
        pattern,
        word: pattern.replaceAll('%', ''),
        words: [pattern.replaceAll('%', '')],
        limit: 13,
        offset: 0,
        caller: nobody,
      });
    const literal = (value: unknown) =>
      typeof value === 'number'
        ? String(value)
        : Array.isArray(value)
          ? `'{${value.join(',')}}'`
          : `'${String(value).replace(/'/g, "''")}'`;
    const execute = (explain: string, pattern: string) =>
      sql.raw(`${explain}execute plan_check(${valuesFor(pattern).map(literal).join(', ')})`);
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare plan_check as ${text}`));
      if (options.generic) await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      for (const term of options.terms ?? []) await tx.execute(execute('', `%${term}%`));
      const result = await tx.execute(execute('explain ', options.explained ?? '%model%'));
      await tx.execute(sql`deallocate plan_check`);
      // The driver's raw result; only PostgreSQL (node-postgres: { rows }) runs this test.
      const { rows } = result as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it('looks among the newest products without reading the table, for any term', async () => {
    const newest = await preparedPlan(containingAmongNewestQuery(t.database.db, 5000), {
      generic: true,
    });
    expect(newest).toContain('Index Only Scan using products_confirmed_title_idx');
    expect(newest).not.toMatch(/Seq Scan on products|Sort/);
  });

  it('keeps one plan among the newest products instead of planning each search', async () => {
    const terms = ['model', 'kulaklik', 'raf', 'termos', 'kupa', 'lamba', 'model'];
    const kept = await preparedPlan(containingAmongNewestQuery(t.database.db, 5000), {
      generic: false,
      terms,
    });
    // A plan made for the call would show the term itself instead of the parameter.
    expect(kept).toMatch(/title_search ~~ \$\d+/);
    expect(kept).toContain('Index Only Scan using products_confirmed_title_idx');
  });

  it('reads a rare term from the trigram index and sorts only its matches, for any term', async () => {
    const anywhere = await preparedPlan(containingAnywhereQuery(t.database.db), { generic: true });
    expect(anywhere).toContain('products_title_trgm_idx');
    expect(anywhere).not.toMatch(/Seq Scan on products|products_confirmed_title_idx/);
  });

  it("finds the words containing a text from the dictionary's trigram index", async () => {
    // One title's hash word (see beforeAll), part of it: a rare text found inside one word.
    const rare = createHash('md5').update('777').digest('hex').slice(2, 9);
    const { sql: text, params } = t.database.db
      .select({ word: titleWords.word })
      .from(titleWords)
      .where(like(titleWords.word, `%${rare}%`))
      .toSQL();
    // Planned for its text, as the api's unnamed statement is.
    const result = await t.database.db.execute(
      sql.raw(`explain ${text.replace('$1', `'${String(params[0])}'`)}`),
    );
    const plan = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('title_words_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
    expect(await wordsContaining(t.database.db, `%${rare}%`)).toEqual([
      createHash('md5').update('777').digest('hex'),
    ]);
  });

  it("reads the words' products from the word index alone, for any words", async () => {
    for (const words of ['one', 'several'] as const) {
      const plan = await preparedPlan(withWordsQuery(t.database.db, words), { generic: true });
      expect(plan).toMatch(/Index Only Scan (Backward )?using product_title_words_key/);
      // No table of the search is read whole. (The visibility check's member lookup may plan a
      // scan of collection_members while that table is empty here; it runs only for a private
      // collection of someone else's, by primary key once the table holds rows.)
      expect(plan).not.toMatch(
        /Seq Scan on (products|product_title_words|collection_products|collections) |products_title_trgm_idx|products_confirmed_title_idx/,
      );
      expect(plan).toMatch(/Seq Scan on collection_members|collection_members_pkey/);
    }
  });

  it('keeps one plan for a one-word first page instead of planning each search', async () => {
    // Words in 500 titles each, as a catalogue's series names are.
    const kept = await preparedPlan(withWordsQuery(t.database.db, 'one', 13), {
      generic: false,
      terms: [11, 22, 33, 44, 55, 66, 77].map((series) => `seri${series}`),
      explained: '%seri88%',
    });
    // A plan made for the call would show the word itself instead of the parameter.
    expect(kept).toMatch(/word = \$\d+/);
    expect(kept).toMatch(/Index Only Scan Backward using product_title_words_key/);
  });

  it("writes a one-word first page's size into its statement, so the plan kept is costed for it", () => {
    // Sent as values, LIMIT and OFFSET are costed at a tenth of the matches in a kept plan: for a
    // word in hundreds of titles (the bench's catalogue) PostgreSQL then planned every search.
    const firstPage = withWordsQuery(t.database.db, 'one', 13).toSQL().sql;
    expect(firstPage).toMatch(/limit 13 offset 0\) "page"/);
    const laterPage = withWordsQuery(t.database.db, 'one').toSQL().sql;
    expect(laterPage).toMatch(/limit \$\d+ offset \$\d+\) "page"/);
  });
});
