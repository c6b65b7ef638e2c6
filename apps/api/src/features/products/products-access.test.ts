import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Actor = 'guest' | 'other' | 'owner';

/**
 * The authorisation matrix of product calls: guest, another user and the owner, on public and
 * private collections; a private collection's products never appear in a list for others.
 */
describe('products: who may see and change what', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let pub: { id: string };
  let priv: { id: string };
  let shared: { id: string };
  let hidden: { id: string };
  const headers = (actor: Actor) =>
    actor === 'guest' ? {} : actor === 'owner' ? owner.auth : other.auth;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
    pub = await createCollection(t.app, owner.user.id, { name: 'Public shelf' });
    priv = await createCollection(t.app, owner.user.id, { name: 'Private shelf', isPublic: false });
    shared = await createProduct(t.app, { title: 'Shared lamp', store: 'Trendyol' }, [pub.id]);
    hidden = await createProduct(t.app, { title: 'Hidden lamp', store: 'Trendyol' }, [priv.id]);
  });
  afterAll(() => t.close());

  const ids = async (url: string, actor: Actor) => {
    const res = await t.app.inject({ url, headers: headers(actor) });
    expect(res.statusCode).toBe(200);
    return res.json().data.items.map((item: { id: string }) => item.id) as string[];
  };

  it.each([
    ['guest', 'public', 200],
    ['other', 'public', 200],
    ['owner', 'public', 200],
    ['guest', 'private', 404],
    ['other', 'private', 404],
    ['owner', 'private', 200],
  ] as const)('%s listing a %s collection’s products → %i', async (actor, kind, status) => {
    const id = kind === 'public' ? pub.id : priv.id;
    const res = await t.app.inject({
      url: `/api/product/collection/${id}`,
      headers: headers(actor),
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json().data.items[0]).toMatchObject({
        id: kind === 'public' ? shared.id : hidden.id,
        price: '1.299,90 TL',
        store: 'Trendyol',
      });
    }
  });

  it('never lists a private collection’s products to others', async () => {
    for (const url of [
      '/api/product/lastAdded?pageSize=50',
      '/api/product/name?title=lamp&pageSize=50',
      '/api/product/byStore?store=trendyol&pageSize=50',
    ]) {
      for (const actor of ['guest', 'other'] as const) {
        const found = await ids(url, actor);
        expect(found).toContain(shared.id);
        expect(found).not.toContain(hidden.id);
      }
      expect(await ids(url, 'owner')).toEqual(expect.arrayContaining([shared.id, hidden.id]));
    }
  });

  it.each([
    ['guest', 401],
    ['other', 404],
  ] as const)(
    '%s cannot add to or remove from someone’s collection → %i',
    async (actor, status) => {
      for (const collectionId of [pub.id, priv.id]) {
        const add = await t.app.inject({
          method: 'POST',
          url: '/api/product/add/collection',
          headers: headers(actor),
          payload: { productId: shared.id, collectionId },
        });
        expect(add.statusCode).toBe(status);
        const remove = await t.app.inject({
          method: 'DELETE',
          url: '/api/product/delete',
          headers: headers(actor),
          payload: { productId: shared.id, collectionId: pub.id },
        });
        expect(remove.statusCode).toBe(status);
      }
    },
  );

  it('lets the owner remove a product and put it back (undo), keeping the count exact', async () => {
    const count = async () =>
      (await t.database.db.select().from(collections).where(eq(collections.id, pub.id)))[0]!
        .productCount;
    expect(await count()).toBe(1);
    const body = { productId: shared.id, collectionId: pub.id };
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/product/delete',
      headers: owner.auth,
      payload: body,
    });
    expect(removed.statusCode).toBe(200);
    expect(await count()).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/product/delete',
          headers: owner.auth,
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    const undo = await t.app.inject({
      method: 'POST',
      url: '/api/product/add/collection',
      headers: owner.auth,
      payload: body,
    });
    expect(undo.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/product/add/collection',
      headers: owner.auth,
      payload: body,
    });
    expect(await count()).toBe(1);
  });

  it('answers 404 for an unknown store and pages store products', async () => {
    expect((await t.app.inject({ url: '/api/product/byStore?store=nowhere' })).statusCode).toBe(
      404,
    );
    const page = (await t.app.inject({ url: '/api/product/byStore?store=TRENDYOL' })).json().data;
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 10 });
  });
});
