import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

describe('gift lists', () => {
  let t: TestApp;
  let owner: User;
  let editor: User;
  let ayse: User;
  let mehmet: User;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, editor, ayse, mehmet] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: User | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: who?.auth ?? {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const claims = async (collectionId: string, who: User | null) =>
    (await call('GET', `/api/collection/${collectionId}/gifts`, who)).json().data;
  const act = (
    collectionId: string,
    action: 'claim' | 'release' | 'bought',
    productId: string,
    who: User,
  ) => call('POST', `/api/collection/${collectionId}/gifts/${action}`, who, { productId });

  /** A public gift list of the owner's with one product, and an editor in it. */
  async function giftList() {
    const c = await createCollection(t.app, owner.user.id, { isGiftList: true });
    const product = await createProduct(t.app, {}, [c.id]);
    await t.database.db
      .insert(collectionMembers)
      .values({ collectionId: c.id, userId: editor.user.id, role: 'editor' });
    return { c, product };
  }

  it('becomes a gift list through the owner’s edit, and says so', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const updated = await call('PUT', '/api/collection/update', owner, {
      id: c.id,
      name: c.name,
      isPublic: true,
      status: 0,
      isGiftList: true,
    });
    expect(updated.json().data).toMatchObject({ isGiftList: true, access: 'owner' });
    // An edit that does not mention it leaves it as it is.
    const renamed = await call('PUT', '/api/collection/update', owner, {
      id: c.id,
      name: 'Düğün listesi',
      isPublic: true,
      status: 0,
    });
    expect(renamed.json().data).toMatchObject({ isGiftList: true, name: 'Düğün listesi' });
  });

  it('shows a claim to other visitors and never to the owner or editors', async () => {
    const { c, product } = await giftList();
    const claimed = await act(c.id, 'claim', product.id, ayse);
    expect(claimed.json()).toMatchObject({
      success: true,
      message: 'You claimed this gift.',
      data: { productId: product.id, state: 'claimed', byMe: true },
    });

    expect(await claims(c.id, ayse)).toEqual([
      { productId: product.id, state: 'claimed', byMe: true },
    ]);
    expect(await claims(c.id, mehmet)).toEqual([
      { productId: product.id, state: 'claimed', byMe: false },
    ]);
    expect(await claims(c.id, null)).toEqual([
      { productId: product.id, state: 'claimed', byMe: false },
    ]);

    // The owner and the editor: nothing, not even that something was claimed.
    expect(await claims(c.id, owner)).toEqual([]);
    expect(await claims(c.id, editor)).toEqual([]);
    const ownersPage = await call('GET', `/api/product/collection/${c.id}`, owner);
    expect(JSON.stringify(ownersPage.json())).not.toMatch(/claim|bought/i);
    const ownersHeader = await call('GET', `/api/collection/${c.id}`, owner);
    expect(JSON.stringify(ownersHeader.json())).not.toMatch(/claim|bought/i);
    const ownersNotes = await call('GET', '/api/notification?pageIndex=1&pageSize=50', owner);
    expect(ownersNotes.json().data.items).toEqual([]);
    // Nor may they claim on their own list.
    expect((await act(c.id, 'claim', product.id, owner)).statusCode).toBe(403);
    expect((await act(c.id, 'claim', product.id, editor)).json().message).toBe(
      'You cannot claim gifts on a list you manage.',
    );
  });

  it('never lets two visitors claim the same product, even at the same moment', async () => {
    const { c, product } = await giftList();
    const visitors = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    const replies = await Promise.all(
      visitors.map((visitor) => act(c.id, 'claim', product.id, visitor)),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409)!;
    expect(refused.json().message).toBe('Someone has already claimed this gift.');
    // Claiming again what one holds answers the same claim.
    const winner = visitors[replies.findIndex((reply) => reply.statusCode === 200)]!;
    expect((await act(c.id, 'claim', product.id, winner)).statusCode).toBe(200);
  });

  it('lets only the claimer release it or mark it bought', async () => {
    const { c, product } = await giftList();
    await act(c.id, 'claim', product.id, ayse);
    expect((await act(c.id, 'release', product.id, mehmet)).statusCode).toBe(403);
    expect((await act(c.id, 'bought', product.id, mehmet)).json().message).toBe(
      'Only the person who claimed this gift can change it.',
    );
    const bought = await act(c.id, 'bought', product.id, ayse);
    expect(bought.json().data).toEqual({ productId: product.id, state: 'bought', byMe: true });
    expect(await claims(c.id, mehmet)).toEqual([
      { productId: product.id, state: 'bought', byMe: false },
    ]);
    expect((await act(c.id, 'release', product.id, ayse)).statusCode).toBe(200);
    expect(await claims(c.id, mehmet)).toEqual([]);
    expect((await act(c.id, 'claim', product.id, mehmet)).statusCode).toBe(200);
  });

  it('refuses claims outside a gift list and on products not in it', async () => {
    const plain = await createCollection(t.app, owner.user.id);
    const product = await createProduct(t.app, {}, [plain.id]);
    expect((await act(plain.id, 'claim', product.id, ayse)).json().message).toBe(
      'This collection is not a gift list.',
    );
    expect(await claims(plain.id, ayse)).toEqual([]);
    const { c } = await giftList();
    expect((await act(c.id, 'claim', product.id, ayse)).statusCode).toBe(404);
    const bad = await call('POST', `/api/collection/${c.id}/gifts/claim`, ayse, {
      productId: 'nope',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('drops a claim with its product when the product leaves the list', async () => {
    const { c, product } = await giftList();
    await act(c.id, 'claim', product.id, ayse);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/product/delete',
      headers: owner.auth,
      payload: { productId: product.id, collectionId: c.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await claims(c.id, mehmet)).toEqual([]);
  });
});
