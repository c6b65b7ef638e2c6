import { collectionStatus } from '@kolekt/shared/collection';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceObservations, priceWatches, products } from '../../db/schema';
import {
  createCollection,
  createProduct,
  createProductDetails,
  createUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordObservation, type PriceReading } from './record-observation';

const reading = (
  amount: string,
  availability: PriceReading['availability'] = 'in_stock',
  currency = 'TRY',
): PriceReading => ({ amount, currency, availability, display: `${amount} ${currency}` });

describe('price, watch and alert routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const record = (
    productId: string,
    value: PriceReading,
    source: 'recheck' | 'extension' = 'recheck',
    userId?: string,
  ) =>
    db().transaction((tx) => recordObservation(tx, { productId, reading: value, source, userId }));

  async function ownerWithProduct(collection: { isPublic?: boolean; status?: number } = {}) {
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, collection);
    const product = await createProduct(t.app, { availability: 'in_stock' }, [shelf.id]);
    return { owner, shelf, product };
  }

  describe('GET /api/product/{id}/prices', () => {
    it('answers the history oldest first, with lowest, highest and median of in-stock prices', async () => {
      const { owner, product } = await ownerWithProduct();
      const shopper = await createUser(t.app);
      // Two months ago: outside 30 days (not in the median) but inside the default 90.
      await db()
        .insert(priceObservations)
        .values({
          productId: product.id,
          amount: '1500.00',
          currency: 'TRY',
          availability: 'in_stock',
          source: 'server',
          isPublic: true,
          observedAt: sql`now() - interval '60 days'`,
        });
      await record(product.id, reading('1200.00'));
      await record(product.id, reading('900.00', 'out_of_stock'));
      await record(product.id, reading('1100.00'));
      await record(product.id, reading('1300.00'));
      // The shopper's own browser read far from the server's: theirs alone.
      await record(product.id, reading('700.00'), 'extension', shopper.user.id);

      const guest = await t.app.inject({ url: `/api/product/${product.id}/prices` });
      expect(guest.statusCode).toBe(200);
      const history = guest.json().data;
      expect(history.items.map((item: { amount: string }) => item.amount)).toEqual([
        '1500.00',
        '1200.00',
        '900.00',
        '1100.00',
        '1300.00',
      ]);
      expect(history.items[1]).toEqual({
        at: expect.any(String),
        amount: '1200.00',
        currency: 'TRY',
        availability: 'in_stock',
        source: 'recheck',
        yours: false,
      });
      expect(history).toMatchObject({
        lowest: '1100.00',
        highest: '1500.00',
        median30d: '1200.00',
        current: { amount: '1300.00', currency: 'TRY', availability: 'in_stock' },
      });
      expect(history.current.checkedAt).toEqual(expect.any(String));

      const recent = await t.app.inject({
        url: `/api/product/${product.id}/prices?days=30`,
        headers: shopper.auth,
      });
      const mine = recent.json().data;
      expect(mine.items.map((item: { amount: string }) => item.amount)).toEqual([
        '1200.00',
        '900.00',
        '1100.00',
        '1300.00',
        '700.00',
      ]);
      expect(mine.items.at(-1)).toMatchObject({ source: 'extension', yours: true });
      // Theirs to see, never the lowest price anyone could pay (decision 0062).
      expect(mine.lowest).toBe('1100.00');

      const ownerView = await t.app.inject({
        url: `/api/product/${product.id}/prices?days=30`,
        headers: owner.auth,
      });
      expect(ownerView.json().data.items).toHaveLength(4);
    });

    it('refuses bad input with field errors, and hides what the caller cannot see', async () => {
      const { owner, product } = await ownerWithProduct({ isPublic: false });
      for (const query of ['days=0', 'days=366', 'days=abc']) {
        const res = await t.app.inject({ url: `/api/product/${product.id}/prices?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().data.errors.days).toBeDefined();
      }
      expect((await t.app.inject({ url: '/api/product/not-a-uuid/prices' })).statusCode).toBe(400);
      const unknown = await t.app.inject({ url: `/api/product/${crypto.randomUUID()}/prices` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, statusCode: 404 });
      expect((await t.app.inject({ url: `/api/product/${product.id}/prices` })).statusCode).toBe(
        404,
      );
      const own = await t.app.inject({
        url: `/api/product/${product.id}/prices`,
        headers: owner.auth,
      });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('watches', () => {
    it('starts, reads, changes and stops a watch, and puts the product on the schedule', async () => {
      const { product } = await ownerWithProduct();
      const watcher = await createUser(t.app);
      const url = `/api/product/${product.id}/watch`;
      expect((await t.app.inject({ url, headers: watcher.auth })).json().data).toBeNull();

      const created = await t.app.inject({
        method: 'POST',
        url,
        headers: watcher.auth,
        payload: { targetPrice: '999.90', onDrop: true, onBackInStock: false },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({
        productId: product.id,
        title: product.title,
        amount: '1299.90',
        currency: 'TRY',
        availability: 'in_stock',
        targetPrice: '999.90',
        onDrop: true,
        onBackInStock: false,
      });
      const [row] = await db()
        .select()
        .from(priceWatches)
        .where(eq(priceWatches.userId, watcher.user.id));
      expect(row).toMatchObject({ baselineAmount: '1299.90', targetReached: false });
      const [scheduled] = await db()
        .select({ nextCheckAt: products.nextCheckAt })
        .from(products)
        .where(eq(products.id, product.id));
      expect(scheduled?.nextCheckAt).not.toBeNull();

      const changed = await t.app.inject({
        method: 'POST',
        url,
        headers: watcher.auth,
        payload: { onDrop: false, onBackInStock: true },
      });
      expect(changed.json().data).toMatchObject({ targetPrice: null, onBackInStock: true });
      expect((await t.app.inject({ url, headers: watcher.auth })).json().data).toMatchObject({
        onDrop: false,
        onBackInStock: true,
      });

      const stopped = await t.app.inject({ method: 'DELETE', url, headers: watcher.auth });
      expect(stopped.statusCode).toBe(200);
      expect((await t.app.inject({ url, headers: watcher.auth })).json().data).toBeNull();
    });

    it('refuses guests, bad input and products the caller cannot see', async () => {
      const { product } = await ownerWithProduct({ status: collectionStatus.archived });
      const stranger = await createUser(t.app);
      const url = `/api/product/${product.id}/watch`;
      const body = { onDrop: true, onBackInStock: true };
      expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
      for (const payload of [
        { targetPrice: '12,50', onDrop: true, onBackInStock: true },
        { onDrop: false, onBackInStock: false },
      ]) {
        const res = await t.app.inject({ method: 'POST', url, headers: stranger.auth, payload });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().data.errors).length).toBeGreaterThan(0);
      }
      const hidden = await t.app.inject({
        method: 'POST',
        url,
        headers: stranger.auth,
        payload: body,
      });
      expect(hidden.statusCode).toBe(404);
      const unknown = await t.app.inject({
        method: 'POST',
        url: `/api/product/${crypto.randomUUID()}/watch`,
        headers: stranger.auth,
        payload: body,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('lists the caller’s watches newest first, page by page', async () => {
      const watcher = await createUser(t.app);
      const shelf = await createCollection(t.app, watcher.user.id);
      const watchedIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const product = await createProduct(t.app, {}, [shelf.id]);
        await t.app.inject({
          method: 'POST',
          url: `/api/product/${product.id}/watch`,
          headers: watcher.auth,
          payload: { onDrop: true, onBackInStock: true },
        });
        watchedIds.push(product.id);
      }
      const first = (
        await t.app.inject({ url: '/api/watch?pageIndex=1&pageSize=2', headers: watcher.auth })
      ).json().data;
      expect(first.items.map((w: { productId: string }) => w.productId)).toEqual([
        watchedIds[2],
        watchedIds[1],
      ]);
      expect(first).toMatchObject({ pageIndex: 1, pageSize: 2, hasNextPage: true });
      const second = (
        await t.app.inject({ url: '/api/watch?pageIndex=2&pageSize=2', headers: watcher.auth })
      ).json().data;
      expect(second.items.map((w: { productId: string }) => w.productId)).toEqual([watchedIds[0]]);
      expect(second.hasNextPage).toBe(false);
      expect((await t.app.inject({ url: '/api/watch' })).statusCode).toBe(401);
    });
  });

  it('totals a collection per currency, and says how many out-of-stock and hand-entered prices it leaves out', async () => {
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id, { isPublic: false });
    const lira = { priceCurrency: 'TRY', availability: 'in_stock' as const };
    await createProduct(t.app, { ...lira, priceAmount: '1000.50' }, [shelf.id]);
    await createProduct(t.app, { ...lira, priceAmount: '250.25', availability: 'unknown' }, [
      shelf.id,
    ]);
    await createProduct(t.app, { ...lira, priceAmount: '5000.00', availability: 'out_of_stock' }, [
      shelf.id,
    ]);
    await createProduct(t.app, { priceAmount: '19.99', priceCurrency: 'USD' }, [shelf.id]);
    await createProduct(t.app, { priceAmount: null, priceCurrency: null }, [shelf.id]);
    // Entered by hand: its price is the owner's word, not the shop's.
    const manual = await createProduct(
      t.app,
      { ...lira, priceAmount: null, price: null, confirmedAt: null },
      [shelf.id],
    );
    await createProductDetails(t.app, {
      productId: manual.id,
      userId: owner.user.id,
      price: '689,00 TL',
    });

    const url = `/api/collection/${shelf.id}/price-totals`;
    const res = await t.app.inject({ url, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totals: [
        { currency: 'TRY', amount: '1250.75', count: 2 },
        { currency: 'USD', amount: '19.99', count: 1 },
      ],
      leftOut: { outOfStock: 1, unchecked: 1 },
    });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const badId = await t.app.inject({ url: '/api/collection/nope/price-totals' });
    expect(badId.statusCode).toBe(400);
  });

  it('reads and sets the alert channels', async () => {
    const user = await createUser(t.app);
    const url = '/api/user/alert-preferences';
    expect((await t.app.inject({ url, headers: user.auth })).json().data).toEqual({
      bell: true,
      email: true,
      push: true,
    });
    const set = await t.app.inject({
      method: 'PUT',
      url,
      headers: user.auth,
      payload: { bell: false, email: true, push: false },
    });
    expect(set.json().data).toEqual({ bell: false, email: true, push: false });
    expect((await t.app.inject({ url, headers: user.auth })).json().data).toEqual({
      bell: false,
      email: true,
      push: false,
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url,
      headers: user.auth,
      payload: { bell: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors.email).toBeDefined();
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('refuses a forged or broken unsubscribe token in the envelope', async () => {
    const user = await createUser(t.app);
    for (const token of [`${user.user.id}.${'a'.repeat(64)}`, 'garbage', '']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/watch/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
      }
    }
    const noToken = await t.app.inject({ url: '/api/watch/unsubscribe' });
    expect(noToken.json().data.errors.token).toBeDefined();
  });
});
