import { storeSlug, stores } from '@kolekt/shared/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET product/byStore behind /store/{slug}: every built-in shop has a page, products or not (a
 * page nobody saved from yet is a start, not "Store not found"); only unknown slugs are 404.
 */
describe('products of a built-in store', () => {
  let t: TestApp;
  const description = 'Taze kesme güller. Aynı gün teslim edilir.';

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Çiçekler' });
    await createProduct(
      t.app,
      {
        title: 'Kırmızı Güller',
        store: 'Çiçeksepeti',
        url: 'https://www.ciceksepeti.com/kirmizi-guller',
        details: { description: `  ${description}  ` },
      },
      [shelf.id],
    );
    await createProduct(
      t.app,
      {
        title: 'Uzun Anlatımlı Vazo',
        store: 'Çiçeksepeti',
        url: 'https://www.ciceksepeti.com/vazo',
        details: { description: 'v'.repeat(5000) },
      },
      [shelf.id],
    );
  });
  afterAll(() => t.close());

  const byStore = (slug: string) =>
    t.app.inject({ url: `/api/product/byStore?store=${encodeURIComponent(slug)}` });

  it('answers an empty first page, not 404, for every shop nobody has saved from', async () => {
    for (const store of stores.filter((s) => s.name !== 'Çiçeksepeti')) {
      // As the store page asks: the lowercase name, and as a link gives it: the slug.
      for (const slug of [
        store.name.toLocaleLowerCase('tr'),
        decodeURIComponent(storeSlug(store)),
      ]) {
        const res = await byStore(slug);
        expect(res.statusCode, slug).toBe(200);
        expect(res.json().data).toEqual({
          items: [],
          pageIndex: 1,
          pageSize: 10,
          totalCount: 0,
          hasNextPage: false,
        });
      }
    }
  });

  it("lists a shop's products with the shop's description, long ones cut", async () => {
    const res = await byStore('ÇİÇEKSEPETİ');
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { title: string; description: string | null }[];
    expect(items.map((item) => item.title).sort()).toEqual([
      'Kırmızı Güller',
      'Uzun Anlatımlı Vazo',
    ]);
    expect(items.find((item) => item.title === 'Kırmızı Güller')?.description).toBe(description);
    const long = items.find((item) => item.title === 'Uzun Anlatımlı Vazo')?.description ?? '';
    expect(long).toHaveLength(1000);
    expect(long.endsWith('…')).toBe(true);
  });

  it('answers 404 only for a slug that is no built-in shop', async () => {
    for (const slug of ['nowhere', 'trendyol2', '']) {
      expect((await byStore(slug)).statusCode, slug).toBe(404);
    }
  });
});
