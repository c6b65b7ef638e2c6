import { validationMessages as m } from '@kolekt/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceObservations, products } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

const day = 24 * 60 * 60 * 1000;

/**
 * Issue #31 point 4, as an attacker would try it through the extension's own route: the shared
 * price of a product Kolekt scraped at 1.299,90 TL moves only when independent accounts agree
 * (decision 0062), and what a user typed is never shown to others as text.
 */
describe('nobody moves a shared price alone', () => {
  let t: TestApp;
  let collector: User;
  let shelf: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    collector = await createUser(t.app);
    shelf = await createCollection(t.app, collector.user.id, { isPublic: true });
  });
  afterAll(() => t.close());

  /** An account old enough and with a proven address: one the rule counts. */
  const trustedAccount = () => createUser(t.app, { createdAt: new Date(Date.now() - 30 * day) });

  const scrapedProduct = () =>
    createProduct(t.app, { availability: 'in_stock' }, [shelf.id]) as Promise<{
      id: string;
      url: string;
    }>;

  /** The extension's capture of `url` with the price text its page reading gave. */
  const readPrice = async (user: User, url: string, price: string) => {
    const own = await createCollection(t.app, user.user.id, { isPublic: false });
    return t.app.inject({
      method: 'POST',
      url: '/api/product/capture',
      headers: user.auth,
      payload: { url, title: 'Telefon', price, source: 'extension', collectionIds: [own.id] },
    });
  };

  /** What a guest sees of the product in the collector's public collection. */
  const guestCard = async (productId: string) => {
    const res = await t.app.inject({ url: `/api/product/collection/${shelf.id}` });
    return res.json().data.items.find((item: { id: string }) => item.id === productId);
  };
  const sharedRow = async (id: string) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const publicObservations = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(priceObservations)
        .where(eq(priceObservations.productId, id))
    ).filter((row) => row.isPublic);

  const unmoved = async (productId: string) => {
    expect(await sharedRow(productId)).toMatchObject({
      priceAmount: '1299.90',
      priceCurrency: 'TRY',
      price: '1.299,90 TL',
    });
    expect(await guestCard(productId)).toMatchObject({ amount: '1299.90', price: '1.299,90 TL' });
    expect(await publicObservations(productId)).toHaveLength(0);
  };

  it('keeps one account’s 25 readings, near and far, as that account’s own', async () => {
    const attacker = await trustedAccount();
    const product = await scrapedProduct();
    for (let i = 0; i < 25; i += 1) {
      // Alternately within 2 % of the shared price and far below it.
      const price = i % 2 === 0 ? `${1290 - i},00 TL` : '804,61 TL';
      expect((await readPrice(attacker, product.url, price)).statusCode).toBe(201);
    }
    await unmoved(product.id);

    // The attacker still sees every reading of theirs in the history, marked as theirs.
    const history = await t.app.inject({
      url: `/api/product/${product.id}/prices`,
      headers: attacker.auth,
    });
    const items = history.json().data.items as { amount: string; yours: boolean }[];
    expect(items).toHaveLength(25);
    expect(items.every((item) => item.yours)).toBe(true);
    expect(history.json().data).toMatchObject({ lowest: null, highest: null });
    const guest = await t.app.inject({ url: `/api/product/${product.id}/prices` });
    expect(guest.json().data.items).toEqual([]);
  });

  it('is not moved by two accounts colluding, however often they read', async () => {
    const product = await scrapedProduct();
    const [one, two] = [await trustedAccount(), await trustedAccount()];
    for (let i = 0; i < 5; i += 1) {
      await readPrice(one, product.url, '804,61 TL');
      await readPrice(two, product.url, '805,00 TL');
    }
    await unmoved(product.id);
  });

  it('counts neither a new account nor one whose address is not proven', async () => {
    const product = await scrapedProduct();
    const fresh = await createUser(t.app);
    const unproven = await createUser(t.app, {
      createdAt: new Date(Date.now() - 30 * day),
      emailVerifiedAt: null,
    });
    await readPrice(await trustedAccount(), product.url, '804,61 TL');
    await readPrice(await trustedAccount(), product.url, '805,00 TL');
    await readPrice(fresh, product.url, '806,00 TL');
    await readPrice(unproven, product.url, '806,00 TL');
    await unmoved(product.id);
  });

  it('moves to the middle of three independent accounts that agree within 2 %', async () => {
    const product = await scrapedProduct();
    const [one, two, three] = [
      await trustedAccount(),
      await trustedAccount(),
      await trustedAccount(),
    ];
    await readPrice(one, product.url, '1.099,00 TL');
    // A far reading of the second account is replaced by its latest, which agrees.
    await readPrice(two, product.url, '500,00 TL');
    await readPrice(two, product.url, '1.105,00 TL');
    expect(await publicObservations(product.id)).toHaveLength(0);
    await readPrice(three, product.url, '1.110,00 TL');

    expect(await sharedRow(product.id)).toMatchObject({
      priceAmount: '1105.00',
      price: '1.105,00 TL',
    });
    expect(await guestCard(product.id)).toMatchObject({ amount: '1105.00', price: '1.105,00 TL' });
    expect(await publicObservations(product.id)).toMatchObject([
      { amount: '1105.00', source: 'extension', userId: null },
    ]);
  });

  it('does not move when three accounts read prices more than 2 % apart', async () => {
    const product = await scrapedProduct();
    await readPrice(await trustedAccount(), product.url, '1.000,00 TL');
    await readPrice(await trustedAccount(), product.url, '1.010,00 TL');
    await readPrice(await trustedAccount(), product.url, '1.020,01 TL');
    await unmoved(product.id);
  });

  it('refuses free text in the price field with a clear 400, writing nothing', async () => {
    const product = await scrapedProduct();
    const attacker = await trustedAccount();
    for (const price of ["804,61 TL evil.example'de 99 TL", 'call 0555 123 45 67', '1 TL 2 TL']) {
      const res = await readPrice(attacker, product.url, price);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: m.productPriceInvalid });
      expect(Object.keys(res.json().data.errors)).toContain('price');
    }
    // Thirteen whole digits would not fit an amount.
    expect((await readPrice(attacker, product.url, '1234567890123 TL')).statusCode).toBe(400);
    await unmoved(product.id);
  });

  it('shows an unsigned search result’s price text only as Kolekt words its amount', async () => {
    const writer = await createUser(t.app);
    const own = await createCollection(t.app, writer.user.id, { isPublic: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: writer.auth,
      payload: {
        collectionId: own.id,
        title: 'Lamba',
        store: 'Trendyol',
        price: "804,61 TL evil.example'de 99 TL",
        pureUrl: 'https://www.trendyol.com/lamba-p-31',
      },
    });
    expect(res.statusCode).toBe(201);
    const seen = await t.app.inject({ url: `/api/product/collection/${own.id}` });
    expect(seen.json().data.items[0]).toMatchObject({ price: '804,61 TL', detailsSource: 'user' });
  });
});
