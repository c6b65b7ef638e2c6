import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordObservation } from './record-observation';

describe("a collection's cards and their prices", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const seen = (
    productId: string,
    amount: string,
    availability: 'in_stock' | 'out_of_stock' = 'in_stock',
  ) =>
    test.database.db.transaction((tx) =>
      recordObservation(tx, {
        productId,
        source: 'recheck',
        reading: { amount, currency: 'TRY', availability, display: null },
      }),
    );

  it('shows the change since added, the lowest of 30 days and what is out of stock', async () => {
    const { user, auth } = await createUser(test.app);
    const shelf = await createCollection(test.app, user.id);
    const cheaper = await createProduct(
      test.app,
      { priceAmount: '1000.00', availability: 'in_stock' },
      [shelf.id],
    );
    const dearer = await createProduct(
      test.app,
      { priceAmount: '200.00', availability: 'in_stock' },
      [shelf.id],
    );
    const gone = await createProduct(test.app, { priceAmount: '50.00', availability: 'in_stock' }, [
      shelf.id,
    ]);
    await seen(cheaper.id, '1000.00');
    await seen(cheaper.id, '880.00');
    await seen(dearer.id, '210.00');
    await seen(gone.id, '50.00', 'out_of_stock');
    await seen(gone.id, '50.00', 'out_of_stock');

    const response = await test.app.inject({
      url: `/api/product/collection/${shelf.id}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const cards = Object.fromEntries(
      (response.json().data.items as { id: string }[]).map((item) => [item.id, item]),
    );
    expect(cards[cheaper.id]).toMatchObject({
      amount: '880.00',
      currency: 'TRY',
      availability: 'in_stock',
      changeSinceAdded: -12,
      lowestIn30Days: true,
    });
    expect(cards[dearer.id]).toMatchObject({ changeSinceAdded: 5, lowestIn30Days: false });
    expect(cards[gone.id]).toMatchObject({ availability: 'out_of_stock', lowestIn30Days: false });
  });
});
