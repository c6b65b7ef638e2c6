import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createUser } from '../../test/factories';
import { until } from '../../test/price-check-harness';
import { startFixtureShop, type FixtureShop } from '@kolekt/scraper/test-support';
import { pricedPage } from '../../test/product-pages';
import { addToNewCollection, recheckEvery2s, recheckReadings } from '../../test/recheck-app';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('re-checks in the running app (PRICE_CHECK_EVERY=2s)', () => {
  let shop: FixtureShop;
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    shop = await startFixtureShop();
    shop.pages.set('/kettle', pricedPage({ name: 'Çelik Kettle', price: '349.90' }));
    t = await createTestApp(recheckEvery2s(shop));
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  const product = async () =>
    (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!;
  const rechecks = () => recheckReadings(t, productId);

  it('reads a product added to a collection again every period, following the page', async () => {
    productId = await addToNewCollection(t, await createUser(t.app), shop.url('/kettle'));
    const addedAt = Date.now();
    expect(await product()).toMatchObject({ priceAmount: '349.90', availability: 'in_stock' });

    // The read at adding counts as this period's: the first re-check comes a period later.
    await until(async () => (await rechecks()).length >= 1, 10_000);
    const [firstRecheck] = shop.requestsTo('/kettle').slice(1);
    expect(firstRecheck!.at - addedAt).toBeGreaterThanOrEqual(1500);

    shop.pages.set('/kettle', pricedPage({ name: 'Çelik Kettle', price: '299.90' }));
    await until(async () => (await product()).priceAmount === '299.90', 10_000);
    expect((await rechecks()).at(-1)).toMatchObject({ amount: '299.90', currency: 'TRY' });

    // Stock changes are believed after two readings in a row.
    shop.pages.set(
      '/kettle',
      pricedPage({ name: 'Çelik Kettle', price: '299.90', availability: 'OutOfStock' }),
    );
    await until(async () => (await product()).availability === 'out_of_stock', 15_000);
    const readings = (await rechecks()).map((row) => row.availability);
    expect(readings.slice(-2)).toEqual(['out_of_stock', 'out_of_stock']);

    // One read per period: never two re-reads of the product less than a period apart.
    const times = shop.requestsTo('/kettle').map((request) => request.at);
    for (let i = 2; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1500);
    }
    expect(times.length - 1).toBe((await rechecks()).length);
  });
});
