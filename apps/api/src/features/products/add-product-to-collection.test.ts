import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, products } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { startFixtureShop } from '@kolekt/scraper/test-support';
import { jsonLdProductPage } from '../../test/product-pages';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

/**
 * The rules of adding a product hold the same whatever brought it: a link, a search result, an
 * extension capture, a typed product or one already in Kolekt.
 */
describe('adding a product to a collection, by every way in', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof startFixtureShop>>;
  let owner: User;
  let stranger: User;

  beforeAll(async () => {
    shop = await startFixtureShop({
      '/lamp': {
        body: jsonLdProductPage({
          name: 'Desk lamp',
          price: '499.90',
          currency: 'TRY',
          image: '/l.jpg',
        }),
      },
    });
    t = await createTestApp({ SCRAPER_ALLOWED_HOSTS: shop.hostPort });
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  const ways = (collectionId: string, existingId: string) => ({
    link: {
      url: '/api/product/scrape/collection',
      payload: { collectionId, url: shop.url('/lamp') },
    },
    search: {
      url: '/api/product/create',
      payload: {
        collectionId,
        pureUrl: 'https://www.n11.com/urun/lamba-9',
        title: 'Lamba',
        store: 'n11',
      },
    },
    extension: {
      url: '/api/product/capture',
      payload: {
        collectionIds: [collectionId],
        url: 'https://www.n11.com/urun/lamba-8',
        title: 'Lamba',
        price: '99 TL',
        source: 'extension',
      },
    },
    manual: {
      url: '/api/product/capture',
      payload: {
        collectionIds: [collectionId],
        url: 'https://www.n11.com/urun/lamba-7',
        title: 'Lamba',
        source: 'manual',
      },
    },
    existing: {
      url: '/api/product/add/collection',
      payload: { collectionId, productId: existingId },
    },
  });

  it('refuses a non-member the same way from every path, before fetching or writing anything', async () => {
    const theirs = await createCollection(t.app, owner.user.id);
    const existing = await createProduct(t.app);
    const answers = [];
    for (const [way, { url, payload }] of Object.entries(ways(theirs.id, existing.id))) {
      const res = await t.app.inject({ method: 'POST', url, headers: stranger.auth, payload });
      answers.push({ way, status: res.statusCode, message: res.json().message });
    }
    const first = answers[0]!;
    for (const answer of answers) {
      expect(answer).toEqual({ way: answer.way, status: first.status, message: first.message });
    }
    expect(first.status).toBe(404);
    expect(shop.requests).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(collections)
      .where(eq(collections.id, theirs.id));
    expect(row!.productCount).toBe(0);
    const written = await t.database.db.select().from(products).where(eq(products.store, 'n11'));
    expect(written).toEqual([]);
  });

  it('lets the owner add by every path, each counted once in the collection', async () => {
    const mine = await createCollection(t.app, owner.user.id);
    const existing = await createProduct(t.app);
    for (const { url, payload } of Object.values(ways(mine.id, existing.id))) {
      const res = await t.app.inject({ method: 'POST', url, headers: owner.auth, payload });
      expect(res.json()).toMatchObject({ success: true });
    }
    const [row] = await t.database.db.select().from(collections).where(eq(collections.id, mine.id));
    expect(row!.productCount).toBe(5);
  });
});
