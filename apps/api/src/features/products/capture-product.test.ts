import { validationMessages as m } from '@kolekt/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, productDetails, products } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

describe('POST product/capture', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(() => t.close());

  const capture = (payload: object, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'POST', url: '/api/product/capture', headers, payload });
  const valid = (collectionIds: string[], url = 'https://www.n11.com/urun/kupa-1') => ({
    url,
    title: 'Seramik kupa',
    price: '149,90 TL',
    imagePath: 'https://cdn.example.com/kupa.jpg',
    source: 'extension',
    collectionIds,
  });
  const productCount = async (id: string) =>
    (await t.database.db.select().from(collections).where(eq(collections.id, id)))[0]!.productCount;
  const ownDetails = async () =>
    (
      await t.database.db
        .select()
        .from(productDetails)
        .where(eq(productDetails.userId, owner.user.id))
    ).length;
  const rowsFor = (url: string) =>
    t.database.db.select().from(products).where(eq(products.url, url));

  it('adds the caller’s details to every listed collection at once', async () => {
    const one = await createCollection(t.app, owner.user.id);
    const two = await createCollection(t.app, owner.user.id, { isPublic: false });
    const res = await capture(
      valid([one.id, two.id, one.id], 'https://www.n11.com/urun/kupa-1?utm_medium=x'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      collectionIds: [one.id, two.id],
      product: { title: 'Seramik kupa', store: 'n11', url: 'https://www.n11.com/urun/kupa-1' },
    });
    expect(await productCount(one.id)).toBe(1);
    expect(await productCount(two.id)).toBe(1);

    const again = await capture({
      ...valid([one.id]),
      title: 'Seramik kupa 350 ml',
      source: 'manual',
    });
    expect(again.json().data.product).toMatchObject({ title: 'Seramik kupa 350 ml' });
    expect(await productCount(one.id)).toBe(1);
    const details = await t.database.db
      .select()
      .from(productDetails)
      .where(eq(productDetails.userId, owner.user.id));
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({ source: 'manual', price: '149,90 TL' });
  });

  it.each([
    ['a missing link', { url: '' }, 'url', m.urlRequired],
    ['a link that is not one', { url: 'not a link' }, 'url', m.urlInvalid],
    ['a non-web link', { url: 'javascript:alert(1)' }, 'url', m.urlInvalid],
    ['no title', { title: '   ' }, 'title', m.productTitleRequired],
    ['a title too long', { title: 'x'.repeat(501) }, 'title', m.productTitleTooLong],
    ['a price too long', { price: '9'.repeat(65) }, 'price', m.productPriceTooLong],
    [
      'words in the price',
      { price: "804,61 TL evil.example'de 99 TL" },
      'price',
      m.productPriceInvalid,
    ],
    [
      'a bad image link',
      { imagePath: 'data:image/png;base64,AAAA' },
      'imagePath',
      m.productImageInvalid,
    ],
    ['no collection', { collectionIds: [] }, 'collectionIds', undefined],
    ['an unknown source', { source: 'robot' }, 'source', undefined],
  ])(
    'refuses %s with a 400 naming the field, writing nothing',
    async (_, change, field, message) => {
      const shelf = await createCollection(t.app, owner.user.id);
      const url = `https://www.n11.com/urun/refused-${field}`;
      const res = await capture({ ...valid([shelf.id], url), ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.data.errors)).toContain(field);
      if (message) expect(body.message).toBe(message);
      expect(await rowsFor(url)).toHaveLength(0);
      expect(await productCount(shelf.id)).toBe(0);
      expect(await ownDetails()).toBe(1);
    },
  );

  it('refuses someone else’s collection and an archived one, writing nothing', async () => {
    const mine = await createCollection(t.app, owner.user.id);
    const theirs = await createCollection(t.app, other.user.id);
    const archived = await createCollection(t.app, owner.user.id, { status: 2 });
    const deleted = await createCollection(t.app, owner.user.id, { status: 1 });
    const url = 'https://www.n11.com/urun/refused-collection';
    const detailsBefore = await ownDetails();
    const cases = [
      [[mine.id, theirs.id], 404, 'Collection not found'],
      [[mine.id, deleted.id], 404, 'Collection not found'],
      [[mine.id, archived.id], 403, 'Only active collections can be changed.'],
    ] as const;
    for (const [ids, status, message] of cases) {
      const res = await capture(valid([...ids], url));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message, statusCode: status });
    }
    expect(await rowsFor(url)).toHaveLength(0);
    expect(await productCount(mine.id)).toBe(0);
    expect(await ownDetails()).toBe(detailsBefore);
  });

  it('is for signed-in users, and rate limited like reading links', async () => {
    const shelf = await createCollection(t.app, other.user.id);
    expect((await capture(valid([shelf.id]), {})).statusCode).toBe(401);
    let last = 0;
    for (let i = 0; i < 31 && last !== 429; i += 1) {
      last = (await capture(valid([shelf.id], `https://www.n11.com/urun/k-${i}`), other.auth))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
