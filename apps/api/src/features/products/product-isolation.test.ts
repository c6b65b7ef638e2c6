import { signSearchItem } from '@kolekt/scraper';
import { searchFixtures, startFixtureShop, type ShopPage } from '@kolekt/scraper/test-support';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetails, products } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { jsonLdProductPage } from '../../test/product-pages';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;
type Item = { id: string; title: string; price: string | null; detailsSource: string };

/**
 * Decision 0010: what one user captured, typed or relayed unsigned is theirs alone; only the
 * server's own read of the shop (a scrape, a search result it signed) is shown to everyone.
 */
describe('what one user says about a product never changes what others see', () => {
  const pages: Record<string, ShopPage> = {
    '/challenge': {
      status: 403,
      body: '<html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>',
    },
    '/arama/': { body: searchFixtures.teknosa.page },
  };
  let shop: Awaited<ReturnType<typeof startFixtureShop>>;
  let t: TestApp;
  let a: User;
  let b: User;
  let aShelf: { id: string };
  let bShelf: { id: string };

  beforeAll(async () => {
    shop = await startFixtureShop(pages);
    t = await createTestApp({
      SCRAPER_ALLOWED_HOSTS: shop.hostPort,
      SCRAPER_SEARCH_STORES: 'teknosa',
      SCRAPER_SEARCH_BASE_URLS: JSON.stringify({ teknosa: shop.url('') }),
    });
    a = await createUser(t.app);
    b = await createUser(t.app);
    aShelf = await createCollection(t.app, a.user.id, { name: 'A shelf' });
    bShelf = await createCollection(t.app, b.user.id, { name: 'B shelf' });
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/product/${url}`, headers, payload });
  const capture = (user: User, url: string, title: string, price: string, collectionId: string) =>
    post('capture', user.auth, {
      url,
      title,
      price,
      imagePath: `https://cdn.example.com/${encodeURIComponent(title)}.jpg`,
      source: 'manual',
      collectionIds: [collectionId],
    });
  const shelfItems = async (collectionId: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/product/collection/${collectionId}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.items as Item[];
  };
  const shownIn = async (collectionId: string, productId: string, headers = {}) =>
    (await shelfItems(collectionId, headers)).find((item) => item.id === productId);
  const listed = async (headers: Record<string, string> = {}) => {
    const ids: string[] = [];
    for (const url of [
      '/api/product/lastAdded?pageSize=50',
      '/api/product/name?title=lamba&pageSize=50',
      '/api/product/byStore?store=trendyol&pageSize=50',
    ]) {
      const res = await t.app.inject({ url, headers });
      ids.push(...res.json().data.items.map((item: { id: string }) => item.id));
    }
    return ids;
  };
  const sharedRow = async (id: string) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('keeps a captured product’s details with its owner; a visitor of A’s shelf sees A’s', async () => {
    const link = 'https://www.trendyol.com/lamba-p-101?utm_source=x';
    const mine = await capture(a, link, 'A’nın lambası', '1 TL', aShelf.id);
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      success: true,
      message: 'Product saved to your collections.',
      data: {
        collectionIds: [aShelf.id],
        product: {
          title: 'A’nın lambası',
          price: '1,00 TL',
          store: 'Trendyol',
          url: 'https://www.trendyol.com/lamba-p-101',
          detailsSource: 'user',
        },
      },
    });
    const productId = mine.json().data.product.id as string;
    const row = await sharedRow(productId);
    expect(row).toMatchObject({ title: null, price: null, imagePath: null, confirmedAt: null });

    const theirs = await capture(b, link, 'B’nin lambası', '2 TL', bShelf.id);
    expect(theirs.json().data.product).toMatchObject({ id: productId, title: 'B’nin lambası' });

    for (const headers of [{}, b.auth, a.auth]) {
      expect(await shownIn(aShelf.id, productId, headers)).toMatchObject({
        title: 'A’nın lambası',
        price: '1,00 TL',
        detailsSource: 'user',
      });
    }
    expect(await shownIn(bShelf.id, productId, a.auth)).toMatchObject({
      title: 'B’nin lambası',
      price: '2,00 TL',
    });
    expect(await listed(a.auth)).not.toContain(productId);
    expect(await listed()).not.toContain(productId);
  });

  it('never answers B’s blocked add-by-URL with A’s typed words: only what the shop showed', async () => {
    const link = shop.url('/challenge');
    const typed = await capture(a, link, 'A’s secret title', '9 TL', aShelf.id);
    expect(typed.statusCode).toBe(201);

    const res = await post('scrape/collection', b.auth, { url: link, collectionId: bShelf.id });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: 'Failed to scrape product' });
    expect(body.data.found).toMatchObject({ url: link, store: '127.0.0.1' });
    expect(body.data.found.title).not.toBe('A’s secret title');
    expect(body.data.found.price).not.toBe('9 TL');
    expect(await shelfItems(bShelf.id, b.auth)).not.toContainEqual(
      expect.objectContaining({ id: typed.json().data.product.id }),
    );
  });

  it('keeps an unsigned product/create as the caller’s details, leaving the shared row alone', async () => {
    const link = 'https://www.trendyol.com/lamba-p-202';
    const first = await capture(a, link, 'Masa lambası', '100 TL', aShelf.id);
    const productId = first.json().data.product.id as string;
    const res = await post('create', b.auth, {
      collectionId: bShelf.id,
      title: 'Made-up lamba',
      store: 'Trendyol',
      price: '1 TL',
      pureUrl: link,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: productId, title: 'Made-up lamba' });
    expect(await sharedRow(productId)).toMatchObject({ title: null, confirmedAt: null });
    expect(await shownIn(aShelf.id, productId, b.auth)).toMatchObject({
      title: 'Masa lambası',
      price: '100,00 TL',
    });
    const [details] = await t.database.db
      .select()
      .from(productDetails)
      .where(and(eq(productDetails.userId, b.user.id), eq(productDetails.productId, productId)));
    expect(details).toMatchObject({ productId, source: 'search', title: 'Made-up lamba' });
  });

  it('confirms with a signed search result; a tampered one stays the caller’s word', async () => {
    const key = t.app.ctx.secrets.searchKey;
    const item = {
      pureUrl: 'https://www.trendyol.com/lamba-p-303',
      title: 'Akıllı lamba',
      store: 'Trendyol',
      price: '499 TL',
      imagePath: 'https://cdn.example.com/akilli.jpg',
    };
    const tampered = { ...signSearchItem(item, key), price: '1 TL' };
    const forged = await post('create', b.auth, { ...tampered, collectionId: bShelf.id });
    expect(forged.statusCode).toBe(201);
    const productId = forged.json().data.id as string;
    expect(await sharedRow(productId)).toMatchObject({ title: null, confirmedAt: null });
    const otherKey = signSearchItem(item, 'x'.repeat(43));
    await post('create', b.auth, { ...otherKey, collectionId: bShelf.id });
    expect((await sharedRow(productId)).confirmedAt).toBeNull();

    const signed = await post('create', a.auth, {
      ...signSearchItem(item, key),
      collectionId: aShelf.id,
    });
    expect(signed.json().data).toMatchObject({
      id: productId,
      price: '499 TL',
      detailsSource: 'shop',
    });
    expect(await sharedRow(productId)).toMatchObject({ title: 'Akıllı lamba', price: '499 TL' });
    expect((await sharedRow(productId)).confirmedAt).not.toBeNull();
    // Now everyone, B included, sees what the server's search found, and lists show it.
    expect(await shownIn(bShelf.id, productId, b.auth)).toMatchObject({
      price: '499 TL',
      detailsSource: 'shop',
    });
    expect(await listed()).toContain(productId);

    const later = signSearchItem({ ...item, title: 'Başka lamba', price: '5 TL' }, key);
    await post('create', b.auth, { ...later, collectionId: bShelf.id });
    expect(await sharedRow(productId)).toMatchObject({ title: 'Akıllı lamba', price: '499 TL' });
  });

  it('confirms a result the in-process search found and signed, relayed as is', async () => {
    const stream = await t.app.inject({ url: '/scraper/search?key=kahve', headers: b.auth });
    const events = stream.body
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => JSON.parse(chunk.slice('data: '.length)));
    const item = events.at(-1).data.items[0];
    expect(item).toMatchObject({
      title: 'Philips Tam Otomatik Kahve Makinesi',
      signature: expect.any(String),
    });

    const res = await post('create', b.auth, { ...item, collectionId: bShelf.id });
    expect(res.json().data).toMatchObject({ price: '12.999,00 TL', detailsSource: 'shop' });
    expect((await sharedRow(res.json().data.id)).confirmedAt).not.toBeNull();
  });

  it('lets a successful scrape confirm the product, so everyone sees the shop’s data', async () => {
    const link = shop.url('/lamba-later');
    const captured = await capture(a, link, 'A’nın yazdığı', '3 TL', aShelf.id);
    await capture(b, link, 'B’nin yazdığı', '4 TL', bShelf.id);
    const productId = captured.json().data.product.id as string;

    shop.pages.set('/lamba-later', {
      body: jsonLdProductPage({
        name: 'Gerçek Lamba',
        price: '750',
        currency: 'TRY',
        image: '/img/lamba.jpg',
      }),
    });
    const scraped = await post('scrape/collection', b.auth, { url: link, collectionId: bShelf.id });
    expect(scraped.statusCode).toBe(201);
    expect(scraped.json().data).toMatchObject({ id: productId, title: 'Gerçek Lamba' });
    for (const [shelf, headers] of [
      [aShelf.id, {}],
      [aShelf.id, a.auth],
      [bShelf.id, a.auth],
    ] as const) {
      expect(await shownIn(shelf, productId, headers)).toMatchObject({
        title: 'Gerçek Lamba',
        price: '750,00 TL',
        detailsSource: 'shop',
      });
    }
    expect(await listed()).toContain(productId);
  });

  it('adds someone’s unconfirmed product with the details shown where it was found', async () => {
    const link = 'https://www.trendyol.com/lamba-p-404';
    const captured = await capture(a, link, 'Okuma lambası', '250 TL', aShelf.id);
    const productId = captured.json().data.product.id as string;
    const add = (sourceCollectionId?: string, collectionId = bShelf.id) =>
      post('add/collection', b.auth, { productId, collectionId, sourceCollectionId });

    const privateShelf = await createCollection(t.app, a.user.id, { isPublic: false });
    expect((await add(privateShelf.id)).statusCode).toBe(404);
    const emptyShelf = await createCollection(t.app, a.user.id);
    expect((await add(emptyShelf.id)).json().message).toBe(
      'This product is not in the collection.',
    );
    expect(await shownIn(bShelf.id, productId, b.auth)).toBeUndefined();

    expect((await add(aShelf.id)).statusCode).toBe(200);
    expect(await shownIn(bShelf.id, productId, b.auth)).toMatchObject({
      title: 'Okuma lambası',
      price: '250,00 TL',
    });
    const other = await createUser(t.app);
    const otherShelf = await createCollection(t.app, other.user.id);
    await post('add/collection', other.auth, { productId, collectionId: otherShelf.id });
    expect(await shownIn(otherShelf.id, productId)).toMatchObject({
      title: 'trendyol.com/lamba-p-404',
      price: null,
      detailsSource: 'user',
    });
  });
});
