import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceObservations, products } from '../../db/schema';
import { createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordObservation, type PriceReading } from './record-observation';

const reading = (
  amount: string | null,
  availability: PriceReading['availability'] = 'in_stock',
) => ({
  amount,
  currency: amount ? 'TRY' : null,
  availability,
  display: amount ? `${amount} TL` : null,
});

const day = 24 * 60 * 60 * 1000;

describe('recording a price observation', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const record = (
    productId: string,
    value: PriceReading,
    source: 'recheck' | 'extension' = 'recheck',
    userId?: string,
  ) =>
    test.database.db.transaction((tx) =>
      recordObservation(tx, { productId, reading: value, source, userId }),
    );
  const productRow = async (id: string) =>
    (await test.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('brings the product up to date and answers what changed', async () => {
    const product = await createProduct(test.app, { availability: 'in_stock' });
    const change = await record(product.id, reading('1199.90'));
    expect(change).toMatchObject({
      product: { id: product.id },
      before: { amount: '1299.90', availability: 'in_stock' },
      after: { amount: '1199.90', currency: 'TRY', availability: 'in_stock' },
      median30d: '1199.90',
    });
    const row = await productRow(product.id);
    expect(row).toMatchObject({ priceAmount: '1199.90', price: '1199.90 TL' });
    expect(row.priceCheckedAt).not.toBeNull();
    expect(row.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());
  });

  it('leaves the product version alone when nothing changed', async () => {
    const product = await createProduct(test.app, { availability: 'in_stock' });
    await record(product.id, reading('1299.90'));
    expect((await productRow(product.id)).updatedAt.getTime()).toBe(product.updatedAt.getTime());
  });

  it('believes a stock change only on the second observation in a row', async () => {
    const product = await createProduct(test.app, { availability: 'in_stock' });
    const blip = await record(product.id, reading('1299.90', 'out_of_stock'));
    expect(blip?.after.availability).toBe('in_stock');
    const back = await record(product.id, reading('1299.90', 'in_stock'));
    expect(back?.after.availability).toBe('in_stock');
    await record(product.id, reading(null, 'out_of_stock'));
    const gone = await record(product.id, reading(null, 'out_of_stock'));
    expect(gone).toMatchObject({
      before: { availability: 'in_stock' },
      after: { availability: 'out_of_stock' },
    });
    // A page with no price keeps the last known one.
    expect(gone?.after.amount).toBe('1299.90');
  });

  it('keeps out-of-stock prices out of the 30-day median', async () => {
    const product = await createProduct(test.app, { availability: 'in_stock' });
    await record(product.id, reading('1000.00'));
    await record(product.id, reading('100.00', 'out_of_stock'));
    const change = await record(product.id, reading('1100.00'));
    expect(change?.median30d).toBe('1000.00');
  });

  it("keeps one user's browser reading as theirs, never the shared price", async () => {
    const { user } = await createUser(test.app, { createdAt: new Date(Date.now() - 30 * day) });
    const product = await createProduct(test.app, { availability: 'in_stock' });
    expect(await record(product.id, reading('1289.90'), 'extension', user.id)).toBeNull();
    expect(await record(product.id, reading('499.00'), 'extension', user.id)).toBeNull();
    expect(await productRow(product.id)).toMatchObject({
      priceAmount: '1299.90',
      price: '1.299,90 TL',
    });
    const kept = await test.database.db
      .select({
        amount: priceObservations.amount,
        isPublic: priceObservations.isPublic,
        userId: priceObservations.userId,
      })
      .from(priceObservations)
      .where(eq(priceObservations.productId, product.id));
    expect(kept).toEqual([
      { amount: '1289.90', isPublic: false, userId: user.id },
      { amount: '499.00', isPublic: false, userId: user.id },
    ]);
  });
});
