import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationHistory, migrationsFolder } from '../test/migrations-before';
import { backfillPriceAmounts } from './backfill-price-amounts';
import type { Db } from './database';
import * as schema from './schema';

describe('migration 0009: display prices become amounts', () => {
  const history = migrationHistory();
  afterAll(() => history.cleanup());

  it('parses the text of rows read before, once, and starts their history', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder: await history.before('0009_prices') });
    await client.exec(`
      insert into users (id, email, user_name, name, surname)
        values ('00000000-0000-4000-8000-000000000001', 'ayla@example.com', 'ayla_d', 'Ayla', 'Demir');
      insert into collections (id, user_id, name)
        values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'Lamps');
      insert into products (url, store, title, price, confirmed_at) values
        ('https://www.trendyol.com/a-p-1', 'Trendyol', 'A', '1.299,90 TL', now()),
        ('https://www.trendyol.com/b-p-2', 'Trendyol', 'B', '8.499', now()),
        ('https://www.amazon.co.uk/dp/C', 'Amazon UK', 'C', '£10.89', now()),
        ('https://shop.example.com/d', 'shop.example.com', 'D', '$1,299.90', now()),
        ('https://magaza.com.tr/e', 'magaza.com.tr', 'E', '394.32', now()),
        ('https://www.n11.com/f', 'n11', 'F', '100TL üzeri kargo bedava', now()),
        ('https://www.n11.com/g', 'n11', 'G', null, null);
      insert into collection_products (collection_id, product_id)
        select '00000000-0000-4000-8000-0000000000c1', id from products where title in ('A', 'C');`);

    await migrate(drizzle({ client }), { migrationsFolder });
    const db = drizzle({ client, schema }) as unknown as Db;
    expect(await backfillPriceAmounts(db)).toBe(6);
    expect(await backfillPriceAmounts(db)).toBe(0);

    const { rows } = await client.query(
      `select title, price_amount as amount, price_currency as currency,
        price_checked_at is not null as checked, next_check_at is not null as tracked,
        (select count(*)::int from price_observations o where o.product_id = p.id) as observations
       from products p order by title`,
    );
    expect(rows).toEqual([
      {
        title: 'A',
        amount: '1299.90',
        currency: 'TRY',
        tracked: true,
        checked: true,
        observations: 1,
      },
      {
        title: 'B',
        amount: '8499.00',
        currency: 'TRY',
        tracked: false,
        checked: true,
        observations: 1,
      },
      {
        title: 'C',
        amount: '10.89',
        currency: 'GBP',
        tracked: true,
        checked: true,
        observations: 1,
      },
      {
        title: 'D',
        amount: '1299.90',
        currency: 'USD',
        tracked: false,
        checked: true,
        observations: 1,
      },
      {
        title: 'E',
        amount: '394.32',
        currency: 'TRY',
        tracked: false,
        checked: true,
        observations: 1,
      },
      // A shipping threshold is not a price.
      { title: 'F', amount: null, currency: null, tracked: false, checked: true, observations: 0 },
      // Nobody's read confirmed it: nothing to migrate.
      { title: 'G', amount: null, currency: null, tracked: false, checked: false, observations: 0 },
    ]);
    const { rows: added } = await client.query(
      `select p.title, cp.price_at_add as "priceAtAdd" from collection_products cp
       join products p on p.id = cp.product_id order by p.title`,
    );
    expect(added).toEqual([
      { title: 'A', priceAtAdd: '1299.90' },
      { title: 'C', priceAtAdd: '10.89' },
    ]);
    await client.close();
    // Replays every migration on a new database: longer than one test's default on a busy machine.
  }, 120_000);
});
