import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCollection,
  createProduct,
  createProductDetails,
  createUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** product/{id}, a product's own link (issue #32): who may open which product. */
describe('GET product/{id}', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let shown: { id: string };
  let hidden: { id: string };
  let typed: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
    const pub = await createCollection(t.app, owner.user.id, { name: 'Public shelf' });
    const priv = await createCollection(t.app, owner.user.id, {
      name: 'Private shelf',
      isPublic: false,
    });
    shown = await createProduct(t.app, { title: 'Shared lamp' }, [pub.id]);
    hidden = await createProduct(t.app, { title: 'Hidden lamp' }, [priv.id]);
    // Never confirmed by the shop: only the owner's own words describe it.
    typed = await createProduct(t.app, { title: null, confirmedAt: null }, [pub.id]);
    await createProductDetails(t.app, { productId: typed.id, userId: owner.user.id });
  });
  afterAll(() => t.close());

  const open = (id: string, auth: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/product/${id}`, headers: auth });

  it('opens a product of a public collection for anyone, guests included', async () => {
    const res = await open(shown.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: shown.id, title: 'Shared lamp' });
  });

  it('opens a private collection’s product for its owner only; others get not found', async () => {
    expect((await open(hidden.id, owner.auth)).statusCode).toBe(200);
    for (const auth of [{}, other.auth]) {
      const res = await open(hidden.id, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
  });

  it('shows an unconfirmed product to the one who described it, never to others', async () => {
    const res = await open(typed.id, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Typed title', detailsSource: 'user' });
    expect((await open(typed.id, other.auth)).statusCode).toBe(404);
  });

  it('answers not found for an unknown product', async () => {
    expect((await open('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
