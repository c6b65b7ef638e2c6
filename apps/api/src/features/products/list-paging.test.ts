import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Newest-first product lists read page N from where page N-1 said it starts (keyset), falling
 * back to OFFSET; either way the pages a client walks through hold every product exactly once.
 */
describe('paging newest-first product lists', () => {
  let t: TestApp;
  let collectionId: string;
  const total = 23;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    collectionId = (await createCollection(t.app, owner.user.id)).id;
    for (let i = 0; i < total; i++) {
      await createProduct(t.app, { title: `Fincan ${i}` }, [collectionId]);
    }
    // Ties on the sort value (same microsecond) are broken by id, never lost or repeated.
    await t.database.db
      .update(products)
      .set({ createdAt: sql`'2026-01-01 10:00:00.123456+00'::timestamptz` })
      .where(sql`${products.title} in ('Fincan 3', 'Fincan 4', 'Fincan 5', 'Fincan 6')`);
  });
  afterAll(() => t.close());

  const walk = async (app: TestApp['app'], path: string, pageSize: number) => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const res = await app.inject({ url: `${path}pageIndex=${page}&pageSize=${pageSize}` });
      const data = res.json().data as { items: { id: string }[]; hasNextPage: boolean };
      ids.push(...data.items.map((item) => item.id));
      if (!data.hasNextPage) return ids;
    }
  };

  it.each([
    ['a collection', () => `/api/product/collection/${collectionId}?`],
    ['last added', () => '/api/product/lastAdded?'],
    ['a store', () => '/api/product/byStore?store=trendyol&'],
  ])('walks %s page by page, each product once, as OFFSET pages would', async (_, path) => {
    const fromOffsets = await walk(t.app, path(), 5);
    expect(fromOffsets).toHaveLength(total);
    expect(new Set(fromOffsets).size).toBe(total);
    // The second walk starts every page after the first from a remembered start.
    expect(await walk(t.app, path(), 5)).toEqual(fromOffsets);
  });

  it('does not repeat a product when a new one arrives at the top mid-scroll', async () => {
    const path = `/api/product/collection/${collectionId}?`;
    const first = (await t.app.inject({ url: `${path}pageIndex=1&pageSize=5` })).json().data;
    const added = await createProduct(t.app, { title: 'Yeni fincan' }, [collectionId]);
    const second = (await t.app.inject({ url: `${path}pageIndex=2&pageSize=5` })).json().data;
    const seen = [...first.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(seen).size).toBe(10);
    expect(seen).not.toContain(added.id);
    await t.database.db.delete(products).where(eq(products.id, added.id));
  });

  it('answers a page it has no start for (another instance, a jump) with OFFSET', async () => {
    const path = `/api/product/collection/${collectionId}?`;
    const all = await walk(t.app, path, 50);
    const fresh = await createTestApp({}, { database: t.database });
    try {
      const page = (await fresh.app.inject({ url: `${path}pageIndex=3&pageSize=4` })).json().data;
      expect(page.items.map((item: { id: string }) => item.id)).toEqual(all.slice(8, 12));
    } finally {
      await fresh.close();
    }
  });
});

/** On real PostgreSQL, 100k products in public collections: pages come straight off the index. */
describe.runIf(process.env.TEST_DATABASE_URL)('list plans on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Raf' });
    await t.database.db.execute(sql`
      insert into products (url, title, store, created_at)
      select 'https://shop.example/p/' || g, 'Ürün ' || g, 'Trendyol',
             now() - make_interval(secs => g)
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`
      insert into collection_products (collection_id, product_id) select ${shelf.id}, id from products`);
    await t.database.db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => t.close());

  const explain = async (query: ReturnType<typeof sql>) => {
    const result = await t.database.db.execute(sql`explain ${query}`);
    // The driver's raw result; only PostgreSQL (node-postgres: { rows }) runs this test.
    const { rows } = result as unknown as { rows: { 'QUERY PLAN': string }[] };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('reads the first page of last added in index order, without sorting the whole list', async () => {
    // The same shape as listVisibleProducts for a guest.
    const plan = await explain(sql`
      select p.id from products p
      where exists (
        select 1 from collection_products cp join collections c on c.id = cp.collection_id
        where cp.product_id = p.id and c.status = 0 and c.is_public)
      order by p.created_at desc, p.id desc
      limit 21`);
    expect(plan).toMatch(/Index (Only )?Scan using products_created_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('starts the scan at the page instead of reading every row before it', async () => {
    const start = sql`(now() - interval '80000 seconds')`;
    const plan = await explain(sql`
      select id from products
      where created_at <= ${start}
        and (created_at, id) <= (${start}, '00000000-0000-0000-0000-000000000000'::uuid)
      order by created_at desc, id desc
      limit 21`);
    expect(plan).toMatch(/Index (Only )?Scan (using|on) products_created_idx/);
    expect(plan).toMatch(/Index Cond: \(\(?created_at <= /);
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
