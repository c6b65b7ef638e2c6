import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkPreview } from '../previews/link-preview';

type User = Awaited<ReturnType<typeof createUser>>;
type Item = { id: string; title: string; price: string | null; imagePath: string | null };

/**
 * Decision 0063: a user's own details of a product Kolekt could not read (manual entry) are seen
 * by others only in that user's own collection, marked as theirs; never in anyone else's
 * collection, in lists or search, or in the collection's link-preview picture.
 */
describe('what others see of a user’s own details', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let shelf: { id: string };
  let productId: string;
  const typed = {
    url: 'https://www.n11.com/urun/el-yapimi-vazo-31',
    title: 'El yapımı vazo',
    price: '349,90 TL',
    imagePath: 'https://cdn.example.com/typed-vase.jpg',
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
    shelf = await createCollection(t.app, owner.user.id, { isPublic: true });
    // A product Kolekt read itself, so the collection's card has a shop picture to draw.
    await createProduct(t.app, { imagePath: 'https://cdn.example.com/shop-read.jpg' }, [shelf.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/capture',
      headers: owner.auth,
      payload: { ...typed, source: 'manual', collectionIds: [shelf.id] },
    });
    expect(res.statusCode).toBe(201);
    productId = res.json().data.product.id;
  });
  afterAll(() => t.close());

  const itemIn = async (collectionId: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/product/collection/${collectionId}`, headers });
    return (res.json().data.items as Item[]).find((item) => item.id === productId);
  };

  it('shows them in the owner’s public collection, to a guest and to another user, as the owner’s', async () => {
    for (const headers of [{}, other.auth, owner.auth]) {
      expect(await itemIn(shelf.id, headers)).toMatchObject({
        title: typed.title,
        price: typed.price,
        imagePath: typed.imagePath,
        detailsSource: 'user',
        amount: null,
      });
    }
  });

  it('never shows them in another user’s collection, even one that took the product from the owner’s', async () => {
    const theirs = await createCollection(t.app, other.user.id, { isPublic: true });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/product/add/collection',
      headers: other.auth,
      payload: { productId, collectionId: theirs.id, sourceCollectionId: shelf.id },
    });
    expect(add.statusCode).toBe(200);
    const third = await createUser(t.app);
    for (const headers of [{}, third.auth, owner.auth]) {
      const item = await itemIn(theirs.id, headers);
      expect(item).toMatchObject({ title: 'n11.com/urun/el-yapimi-vazo-31', price: null });
      expect(item?.imagePath).toBeNull();
    }
  });

  it('keeps them out of lists and search', async () => {
    for (const url of [
      '/api/product/lastAdded?pageSize=50',
      '/api/product/name?title=vazo&pageSize=50',
      '/api/product/byStore?store=n11&pageSize=50',
    ]) {
      const res = await t.app.inject({ url, headers: other.auth });
      expect(res.json().data.items.map((item: Item) => item.id)).not.toContain(productId);
    }
  });

  it('never draws their picture into the collection’s link preview', async () => {
    const preview = await linkPreview(
      { db: t.database.db, pageStarts: t.app.ctx.pageStarts },
      { kind: 'collection', id: shelf.id },
      'en',
    );
    expect(preview.pictures).toEqual(['https://cdn.example.com/shop-read.jpg']);
  });
});
