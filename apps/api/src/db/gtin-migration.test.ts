import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { toGtin14 } from '@kolekt/extract';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationHistory, migrationsFolder } from '../test/migrations-before';

describe('migration 0015: stored barcodes become GTIN-14', () => {
  const history = migrationHistory();
  afterAll(() => history.cleanup());

  it('pads valid barcodes, drops invalid ones, as the extraction does', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder: await history.before('0015_gtin_14') });
    const stored: Record<string, string | null> = {
      a: '195950639056',
      b: '8690000000012',
      c: '00195950639056',
      d: '96385074',
      e: '8690000000013',
      f: 'ABC-1234',
      g: '12345',
      h: '0 195950 63905 6',
      i: null,
    };
    for (const [title, gtin] of Object.entries(stored)) {
      await client.query(
        `insert into products (url, store, title, details) values ($1, 'Shop', $2, $3)`,
        [
          `https://shop.example/${title}`,
          title,
          JSON.stringify({ brand: 'B', identifiers: { gtin, mpn: 'M-1' } }),
        ],
      );
    }
    await client.query(
      `insert into products (url, store, title) values ('https://shop.example/z', 'Shop', 'z')`,
    );

    await migrate(drizzle({ client }), { migrationsFolder });
    const { rows } = await client.query<{ title: string; details: Record<string, unknown> | null }>(
      'select title, details from products order by title',
    );
    const after = Object.fromEntries(rows.map((row) => [row.title, row.details]));
    for (const [title, gtin] of Object.entries(stored)) {
      expect(after[title]).toEqual({
        brand: 'B',
        identifiers: { gtin: gtin === null ? null : toGtin14(gtin), mpn: 'M-1' },
      });
    }
    expect(after.a).toMatchObject({ identifiers: { gtin: '00195950639056' } });
    expect(after.e).toMatchObject({ identifiers: { gtin: null } });
    expect(after.z).toBeNull();
    await client.close();
    // Replays every migration on a new database: longer than one test's default on a busy machine.
  }, 120_000);
});
