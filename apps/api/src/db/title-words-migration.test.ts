import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationHistory, migrationsFolder } from '../test/migrations-before';

/** Search's word index (migration 0011, decision 0035): filled once, then kept by triggers. */
describe('migration 0011: the word index of listed titles', () => {
  const history = migrationHistory();
  let client: PGlite;

  const wordsOf = async (url: string) =>
    (
      await client.query<{ word: string }>(
        `select w.word from product_title_words w join products p on p.id = w.product_id
         where p.url = $1 and w.created_at = p.created_at order by w.word`,
        [url],
      )
    ).rows.map((row) => row.word);
  const dictionary = async () =>
    (await client.query<{ word: string }>('select word from title_words order by word')).rows.map(
      (row) => row.word,
    );

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client }), {
      migrationsFolder: await history.before('0011_search_words'),
    });
    await client.exec(`
      insert into products (url, store, title, confirmed_at) values
        ('https://shop.example/a', 'Shop', 'Şık  Kol Saati', now()),
        ('https://shop.example/b', 'Shop', E'Deri\tÇanta çanta', now()),
        ('https://shop.example/c', 'Shop', 'Onaysız Lamba', null);`);
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    await history.cleanup();
  });

  it('indexes the listed products already there: folded words, split at whitespace, once each', async () => {
    expect(await wordsOf('https://shop.example/a')).toEqual(['kol', 'saati', 'sik']);
    expect(await wordsOf('https://shop.example/b')).toEqual(['canta', 'deri']);
    expect(await wordsOf('https://shop.example/c')).toEqual([]);
    expect(await dictionary()).toEqual(['canta', 'deri', 'kol', 'saati', 'sik']);
  });

  it('indexes a new listed product, and an unlisted one once it is confirmed', async () => {
    await client.exec(`
      insert into products (url, store, title, confirmed_at) values
        ('https://shop.example/d', 'Shop', 'Lobera Kupa', now()),
        ('https://shop.example/e', 'Shop', 'Gizli Termos', null);`);
    expect(await wordsOf('https://shop.example/d')).toEqual(['kupa', 'lobera']);
    expect(await wordsOf('https://shop.example/e')).toEqual([]);

    await client.exec(
      `update products set confirmed_at = now() where url = 'https://shop.example/e'`,
    );
    expect(await wordsOf('https://shop.example/e')).toEqual(['gizli', 'termos']);
  });

  it('follows a new title and a new date, and drops a product unlisted or deleted', async () => {
    await client.exec(
      `update products set title = 'Lobera Bardak' where url = 'https://shop.example/d'`,
    );
    expect(await wordsOf('https://shop.example/d')).toEqual(['bardak', 'lobera']);

    await client.exec(
      `update products set created_at = created_at - interval '1 day' where url = 'https://shop.example/d'`,
    );
    expect(await wordsOf('https://shop.example/d')).toEqual(['bardak', 'lobera']);

    await client.exec(
      `update products set confirmed_at = null where url = 'https://shop.example/e'`,
    );
    expect(await wordsOf('https://shop.example/e')).toEqual([]);

    await client.exec(`delete from products where url = 'https://shop.example/a'`);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from product_title_words where word = 'saati'`,
    );
    expect(rows[0]?.n).toBe(0);
    // Words no title uses any more stay in the dictionary: they lead to no product.
    expect(await dictionary()).toContain('saati');
  });

  it('leaves the index alone when a price or a counter changes, and empties it with the table', async () => {
    // Rows written again would have a new transaction id and place.
    const rowVersions = async () =>
      (
        await client.query(
          'select xmin::text, ctid::text, word from product_title_words order by word, product_id',
        )
      ).rows;
    const before = await rowVersions();
    await client.exec(`update products set price = '10 TL', price_amount = 10`);
    expect(await rowVersions()).toEqual(before);
    await client.exec(
      `update products set title = title || ' Yeni' where url = 'https://shop.example/d'`,
    );
    expect(await rowVersions()).not.toEqual(before);

    await client.exec('truncate products cascade');
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from product_title_words',
    );
    expect(rows[0]?.n).toBe(0);
  });
});
