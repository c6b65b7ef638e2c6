import { collectionStatus } from '@kolekt/shared/collection';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { productPageSchema } from '@kolekt/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /api/product/collection/{id} reads the collection row and its page in one statement
 * (decision 0028): no row means 404, a row without products an empty page of a visible one.
 */
describe('a collection’s product page', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(() => t.close());

  const page = (id: string, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ url: `/api/product/collection/${id}${query}`, headers });

  it('answers an empty visible collection with an empty page, not 404', async () => {
    const empty = await createCollection(t.app, owner.user.id);
    const res = await page(empty.id, other.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [],
      pageIndex: 1,
      pageSize: 10,
      totalCount: 0,
      hasNextPage: false,
    });
  });

  it('answers a page past the end as empty, with the collection’s count', async () => {
    const shelf = await createCollection(t.app, owner.user.id);
    await createProduct(t.app, {}, [shelf.id]);
    const res = await page(shelf.id, {}, '?pageIndex=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ items: [], totalCount: 1, hasNextPage: false });
  });

  it('answers 404 with the same message for missing, private, archived and deleted ones', async () => {
    const hidden = [
      await createCollection(t.app, owner.user.id, { isPublic: false }),
      await createCollection(t.app, owner.user.id, { status: collectionStatus.archived }),
      await createCollection(t.app, owner.user.id, { status: collectionStatus.deleted }),
    ];
    for (const collection of hidden) await createProduct(t.app, {}, [collection.id]);
    const ids = [...hidden.map((c) => c.id), '00000000-0000-4000-8000-000000000000'];
    for (const id of ids) {
      for (const headers of [{}, other.auth]) {
        const res = await page(id, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          message: 'Collection not found',
          data: null,
          statusCode: 404,
        });
      }
    }
    // The owner still sees its private and archived ones; a deleted one is gone for everyone.
    expect((await page(hidden[0]!.id, owner.auth)).json().data.items).toHaveLength(1);
    expect((await page(hidden[1]!.id, owner.auth)).json().data.items).toHaveLength(1);
    expect((await page(hidden[2]!.id, owner.auth)).statusCode).toBe(404);
  });

  it('keeps the newest first across pages, and answers in the shared contract', async () => {
    const shelf = await createCollection(t.app, owner.user.id);
    for (let n = 0; n < 5; n += 1) await createProduct(t.app, { title: `Lamp ${n}` }, [shelf.id]);
    const first = await page(shelf.id, owner.auth, '?pageSize=3');
    const second = await page(shelf.id, owner.auth, '?pageIndex=2&pageSize=3');
    const titles = [...first.json().data.items, ...second.json().data.items].map(
      (item: { title: string }) => item.title,
    );
    expect(titles).toEqual(['Lamp 4', 'Lamp 3', 'Lamp 2', 'Lamp 1', 'Lamp 0']);
    expect(envelopeSchema(productPageSchema).strict().parse(first.json())).toBeTruthy();
    for (const item of first.json().data.items) {
      expect(Object.keys(item)).not.toContain('sortKey');
      expect(Object.keys(item)).not.toContain('addedAt');
    }
  });
});
