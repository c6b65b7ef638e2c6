import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationHistory, migrationsFolder } from '../test/migrations-before';

interface Stored {
  amount: string | null;
  availability: string;
  checkedAt: string | null;
}

describe('migration 0016: a priced product has its price as a first point', () => {
  const history = migrationHistory();
  afterAll(() => history.cleanup());

  it('adds one public point to priced products without one, at their last read', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client }), {
      migrationsFolder: await history.before('0016_first_price_points'),
    });
    const ids: Record<string, string> = {};
    const store = async (title: string, { amount, availability, checkedAt }: Stored) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into products (url, store, title, price_amount, price_currency, availability,
           price_checked_at, confirmed_at, created_at)
         values ($1, 'Shop', $2, $3, $4, $5, $6, '2026-10-02T10:00:00Z', '2026-10-01T10:00:00Z')
         returning id`,
        [`https://shop.example/${title}`, title, amount, amount && 'TRY', availability, checkedAt],
      );
      ids[title] = rows[0]!.id;
    };
    await store('read', {
      amount: '1299.90',
      availability: 'in_stock',
      checkedAt: '2026-10-03T10:00:00Z',
    });
    await store('sold-out', { amount: '89.00', availability: 'out_of_stock', checkedAt: null });
    await store('unpriced', { amount: null, availability: 'unknown', checkedAt: null });
    await store('with-history', {
      amount: '500.00',
      availability: 'in_stock',
      checkedAt: '2026-10-03T10:00:00Z',
    });
    await client.query(
      `insert into price_observations (product_id, observed_at, amount, currency, availability, source, is_public)
       values ($1, '2026-10-03T10:00:00Z', '500.00', 'TRY', 'in_stock', 'server', true)`,
      [ids['with-history']],
    );

    await migrate(drizzle({ client }), { migrationsFolder });
    const { rows } = await client.query<{
      title: string;
      observed_at: Date;
      amount: string;
      currency: string;
      availability: string;
      source: string;
      is_public: boolean;
    }>(
      `select p.title, o.observed_at, o.amount, o.currency, o.availability, o.source, o.is_public
       from price_observations o join products p on p.id = o.product_id order by p.title`,
    );
    expect(
      rows.map(({ observed_at, ...row }) => ({ ...row, at: observed_at.toISOString() })),
    ).toEqual([
      {
        title: 'read',
        amount: '1299.90',
        currency: 'TRY',
        availability: 'in_stock',
        source: 'server',
        is_public: true,
        at: '2026-10-03T10:00:00.000Z',
      },
      // Never read by a check: its point is when Kolekt confirmed the page.
      {
        title: 'sold-out',
        amount: '89.00',
        currency: 'TRY',
        availability: 'out_of_stock',
        source: 'server',
        is_public: true,
        at: '2026-10-02T10:00:00.000Z',
      },
      {
        title: 'with-history',
        amount: '500.00',
        currency: 'TRY',
        availability: 'in_stock',
        source: 'server',
        is_public: true,
        at: '2026-10-03T10:00:00.000Z',
      },
    ]);
    await client.close();
    // Two migration runs: longer than one test's default on a busy machine.
  }, 120_000);
});
