import { validationMessages as m } from '@kolekt/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('search', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let shelf: { id: string };
  let secretShelf: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { name: 'Şule', surname: 'Güneş', userName: 'sule_gunes' });
    other = await createUser(t.app, { name: 'IŞIL', surname: 'Öztürk', userName: 'isil_oz' });
    shelf = await createCollection(t.app, owner.user.id, { name: 'Çanta ve Aksesuar' });
    secretShelf = await createCollection(t.app, owner.user.id, {
      name: 'Gizli Çantalar',
      isPublic: false,
    });
    for (const title of [
      'İPEK EŞARP',
      'Deri Çanta Siyah',
      'Kahve Makinesi',
      'Şık Kol Saati',
      'Ilık Su Termosu',
    ]) {
      await createProduct(t.app, { title }, [shelf.id]);
    }
    await createProduct(t.app, { title: 'Gizli Çanta Kırmızı' }, [secretShelf.id]);
  });
  afterAll(() => t.close());

  const titles = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `/api/product/name?title=${encodeURIComponent(query)}&pageSize=50`,
      headers,
    });
    return res.json().data.items.map((item: { title: string }) => item.title) as string[];
  };

  it.each([
    ['ipek', 'İPEK EŞARP'],
    ['İpek', 'İPEK EŞARP'],
    ['esarp', 'İPEK EŞARP'],
    ['canta', 'Deri Çanta Siyah'],
    ['ÇANTA', 'Deri Çanta Siyah'],
    ['sik kol', 'Şık Kol Saati'],
    ['ılık', 'Ilık Su Termosu'],
    ['ilik', 'Ilık Su Termosu'],
  ])('treats Turkish letters right: %j finds %j', async (query, title) => {
    expect(await titles(query)).toContain(title);
  });

  it('tolerates a typo and ranks exact substrings first', async () => {
    expect(await titles('kahve makinasi')).toEqual(['Kahve Makinesi']);
    await createProduct(t.app, { title: 'Canta Askısı' }, [shelf.id]);
    const ranked = await titles('canta');
    expect(ranked.slice(0, 2).sort()).toEqual(['Canta Askısı', 'Deri Çanta Siyah']);
  });

  it('never finds private collections or their products for others', async () => {
    expect(await titles('kirmizi')).toEqual([]);
    expect(await titles('kirmizi', other.auth)).toEqual([]);
    expect(await titles('kirmizi', owner.auth)).toEqual(['Gizli Çanta Kırmızı']);
    const names = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/collection/name?name=cantalar', headers }))
        .json()
        .data.items.map((c: { name: string }) => c.name);
    expect(await names({})).toEqual([]);
    expect(await names(other.auth)).toEqual([]);
    expect(await names(owner.auth)).toEqual(['Gizli Çantalar']);
  });

  it('finds people by name, surname or username with Turkish letters folded', async () => {
    const people = async (query: string) =>
      (await t.app.inject({ url: `/api/user/search?query=${encodeURIComponent(query)}` }))
        .json()
        .data.items.map((u: { userName: string }) => u.userName);
    expect(await people('isil')).toContain('isil_oz');
    expect(await people('ozturk')).toContain('isil_oz');
    expect(await people('GÜNEŞ')).toContain('sule_gunes');
  });

  it('refuses queries shorter than 2 characters with the spec message', async () => {
    for (const url of [
      '/api/product/name?title=a',
      '/api/collection/name?name=%20b%20',
      '/api/user/search?query=x',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.searchQueryTooShort);
    }
    expect((await t.app.inject({ url: '/api/product/name?title=' })).json().message).toBe(
      m.searchQueryRequired,
    );
  });

  it('pages stably: no duplicates or gaps across pages', async () => {
    const many = await createCollection(t.app, owner.user.id, { name: 'Bardaklar' });
    for (let i = 0; i < 30; i++)
      await createProduct(t.app, { title: `Bardak model ${i}` }, [many.id]);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = (
        await t.app.inject({ url: `/api/product/name?title=bardak&pageIndex=${page}&pageSize=12` })
      ).json().data;
      seen.push(...data.items.map((item: { id: string }) => item.id));
      expect(data.hasNextPage).toBe(page < 3);
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });
});

/** Substring matches (newest first), then look-alikes (most similar first), paged as one list. */
describe('product search paging across both kinds of match', () => {
  let t: TestApp;
  const containing: string[] = [];
  const resembling: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Mutfak' });
    for (let i = 0; i < 5; i++) {
      containing.unshift(
        (await createProduct(t.app, { title: `Kahve makinesi ${i}` }, [shelf.id])).id,
      );
    }
    for (let i = 0; i < 3; i++) {
      resembling.push(
        (await createProduct(t.app, { title: `Kahve makinasi ${i}` }, [shelf.id])).id,
      );
    }
  });
  afterAll(() => t.close());

  it('walks the substring matches newest first, then the look-alikes, each once', async () => {
    const pages: { ids: string[]; hasNextPage: boolean }[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = (
        await t.app.inject({
          url: `/api/product/name?title=kahve%20makinesi&pageIndex=${page}&pageSize=3`,
        })
      ).json().data;
      pages.push({
        ids: data.items.map((item: { id: string }) => item.id),
        hasNextPage: data.hasNextPage,
      });
    }
    expect(pages.map((page) => page.hasNextPage)).toEqual([true, true, false]);
    const ids = pages.flatMap((page) => page.ids);
    expect(ids.slice(0, 5)).toEqual(containing);
    expect(ids.slice(5).sort()).toEqual([...resembling].sort());
    // Page 3 starts past the substring matches: they are counted, not listed again.
    expect(pages[2]?.ids).toHaveLength(2);
  });
});

/** The plan, on real PostgreSQL: the title search is served by its trigram index. */
describe.runIf(process.env.TEST_DATABASE_URL)('search query plan on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`
      insert into products (url, title, store)
      select 'https://shop.example/p/' || g, 'Ürün ' || md5(g::text) || ' model ' || g, 'Trendyol'
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`analyze products`);
  }, 120_000);
  afterAll(() => t.close());

  it('uses the GIN trigram index for a rare term over 100k rows', async () => {
    // The same shape as listProductsByTitle's substring page: newest first. For a rare term the
    // trigram bitmap is the way in (a common one walks the created_at index and stops early).
    const result = await t.database.db.execute(sql`
      explain select id from products
      where title_search like '%kulaklik%'
      order by created_at desc, id desc
      limit 13`);
    // The driver's raw result; only PostgreSQL (node-postgres: { rows }) runs this test.
    const { rows } = result as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('products_title_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
