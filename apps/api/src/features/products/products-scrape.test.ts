import { validationMessages as m } from '@kolekt/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, products } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { startFixtureShop } from '@kolekt/scraper/test-support';
import { jsonLdProductPage } from '../../test/product-pages';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('adding products by shop link', () => {
  let shop: Awaited<ReturnType<typeof startFixtureShop>>;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    shop = await startFixtureShop({
      '/kettle': {
        body: jsonLdProductPage({
          name: 'Çelik Kettle 1.7 L',
          price: '1299.90',
          currency: 'TRY',
          image: '/img/kettle.jpg',
        }),
      },
      '/not-html': { contentType: 'application/json', body: '{"name":"x"}' },
      '/empty': { body: '<html><head></head><body></body></html>' },
    });
    t = await createTestApp({ SCRAPER_ALLOWED_HOSTS: shop.hostPort });
    owner = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  const scrape = (url: string, collectionId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/scrape/collection',
      headers,
      payload: { url, collectionId },
    });
  const productCount = async (id: string) =>
    (await t.database.db.select().from(collections).where(eq(collections.id, id)))[0]!.productCount;

  it('reads the page and puts a whole product in the collection', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const res = await scrape(shop.url('/kettle?utm_source=newsletter#reviews'), c.id, owner.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Çelik Kettle 1.7 L',
      price: '1.299,90 TL',
      imagePath: shop.url('/img/kettle.jpg'),
      url: shop.url('/kettle'),
      store: '127.0.0.1',
    });
    const listed = (
      await t.app.inject({ url: `/api/product/collection/${c.id}`, headers: owner.auth })
    ).json().data;
    expect(listed.items.map((p: { id: string }) => p.id)).toEqual([res.json().data.id]);
    expect(listed.totalCount).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, res.json().data.id));
    // Which source gave each field is kept with the details, so a wrong price can be traced.
    expect(row?.details).toMatchObject({
      description: 'Çelik Kettle 1.7 L, ideal for every day.',
      currency: 'TRY',
      provenance: { title: 'json-ld', price: 'json-ld', image: 'json-ld', url: 'page-url' },
    });
  });

  it('keeps one product per canonical URL across collections and users', async () => {
    const mine = await createCollection(t.app, owner.user.id);
    const theirs = await createCollection(t.app, other.user.id);
    const first = await scrape(shop.url('/kettle?fbclid=abc'), mine.id, owner.auth);
    const second = await scrape(
      shop.url('/kettle?utm_medium=social&gclid=1'),
      theirs.id,
      other.auth,
    );
    const again = await scrape(shop.url('/kettle'), mine.id, owner.auth);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await productCount(mine.id)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(products)
      .where(eq(products.url, shop.url('/kettle')));
    expect(rows).toHaveLength(1);
  });

  it('checks the collection before fetching anything', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const before = shop.requests.length;
    expect((await scrape(shop.url('/kettle'), c.id, other.auth)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/product/scrape/collection',
          payload: { url: shop.url('/kettle'), collectionId: c.id },
        })
      ).statusCode,
    ).toBe(401);
    expect(shop.requests.length).toBe(before);
  });

  it('says a link the shop answers 404 for is a page not found, not a shop out of reach', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const res = await scrape(shop.url('/no-such-product'), c.id, owner.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Failed to scrape product',
      data: { reason: 'page_not_found', found: { url: shop.url('/no-such-product') } },
    });
    expect(await productCount(c.id)).toBe(0);
  });

  it('answers a failed scrape with a clear error and writes nothing', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const before = (await t.database.db.select().from(products)).length;
    for (const path of ['/missing', '/not-html', '/empty']) {
      const res = await scrape(shop.url(path), c.id, owner.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: 'Failed to scrape product' });
    }
    const refused = await scrape('http://127.0.0.1:1/private', c.id, owner.auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.reason).toBe('forbidden_address');
    expect((await t.database.db.select().from(products)).length).toBe(before);
    expect(await productCount(c.id)).toBe(0);
  });

  it('validates the link with the spec messages', async () => {
    const c = await createCollection(t.app, owner.user.id);
    expect((await scrape('', c.id, owner.auth)).json().message).toBe(m.urlRequired);
    expect((await scrape('not a link', c.id, owner.auth)).json().message).toBe(m.urlInvalid);
    expect((await scrape('ftp://example.com/x', c.id, owner.auth)).json().message).toBe(
      m.urlInvalid,
    );
  });

  it('saves an external search result without overwriting a scraped product', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const scraped = (await scrape(shop.url('/kettle'), c.id, owner.auth)).json().data;
    const other2 = await createCollection(t.app, owner.user.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: owner.auth,
      payload: {
        collectionId: other2.id,
        title: 'Kettle (search)',
        store: 'Somewhere',
        price: '999 TL',
        pureUrl: shop.url('/kettle?utm_source=x'),
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      id: scraped.id,
      title: 'Çelik Kettle 1.7 L',
      price: '1.299,90 TL',
    });

    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: owner.auth,
      payload: {
        collectionId: other2.id,
        title: 'Mug',
        store: 'Trendyol',
        pureUrl: 'https://www.trendyol.com/mug-p-1?boutiqueId=5',
      },
    });
    expect(fresh.json().data).toMatchObject({
      title: 'Mug',
      store: 'Trendyol',
      price: null,
      url: 'https://www.trendyol.com/mug-p-1',
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: other.auth,
      payload: {
        collectionId: other2.id,
        title: 'Mug',
        store: 'Trendyol',
        pureUrl: 'https://www.trendyol.com/mug-p-1',
      },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
