import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts, products } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createUser } from '../../test/factories';
import { connectHub } from '../../test/hub-client';
import { until } from '../../test/price-check-harness';
import { startFixtureShop, type FixtureShop } from '@kolekt/scraper/test-support';
import { pricedPage } from '../../test/product-pages';
import { addToNewCollection, recheckEvery2s, recheckReadings } from '../../test/recheck-app';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The whole path of issue #12 in the running app: a shop page changes, the re-check reads it
 * (PRICE_CHECK_EVERY=2s), and the watcher is told on the bell (live), by e-mail and by push,
 * once per change; noise and a single out-of-stock blip tell nobody.
 */
describe('alerts from re-checks of a changing shop', () => {
  let shop: FixtureShop;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let push: FakePushService;
  let t: TestApp;

  beforeAll(async () => {
    shop = await startFixtureShop();
    smtp = await startSmtpCatcher();
    push = await startFakePushService();
    shop.pages.set('/lamp', pricedPage({ name: 'Akıllı Lamba', price: '349.90' }));
    t = await createTestApp({
      ...recheckEvery2s(shop),
      SMTP_URL: smtp.url,
      PUSH_ALLOWED_HOSTS: push.host,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([shop.close(), smtp.close(), push.close()]);
  });

  it('tells a drop, a target and back-in-stock once each, and noise or a blip never', async () => {
    const watcher = await createUser(t.app, { language: 'en' });
    const productId = await addToNewCollection(t, watcher, shop.url('/lamp'));
    const watched = await t.app.inject({
      method: 'POST',
      url: `/api/product/${productId}/watch`,
      headers: watcher.auth,
      payload: { targetPrice: '300.00', onDrop: true, onBackInStock: true },
    });
    expect(watched.statusCode).toBe(200);
    const browser = push.subscribe({ applicationServerKey: t.app.ctx.vapid.publicKey });
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: watcher.auth,
      payload: browser,
    });
    const hub = await connectHub(t.app, watcher.token);

    const readings = () => recheckReadings(t, productId);
    const alerts = async () =>
      (
        await t.database.db
          .select({ kind: priceAlerts.kind })
          .from(priceAlerts)
          .where(eq(priceAlerts.userId, watcher.user.id))
          .orderBy(asc(priceAlerts.createdAt))
      ).map((row) => row.kind);
    /** Sets the page and waits until `count` re-checks have read it. */
    async function shopShows(price: string, availability: 'InStock' | 'OutOfStock', count = 2) {
      shop.pages.set('/lamp', pricedPage({ name: 'Akıllı Lamba', price, availability }));
      const seen = (await readings()).length;
      await until(async () => {
        const fresh = (await readings()).slice(seen);
        const matching = fresh.filter(
          (row) =>
            row.amount === Number(price).toFixed(2) &&
            row.availability === (availability === 'InStock' ? 'in_stock' : 'out_of_stock'),
        );
        return matching.length >= count;
      }, 20_000);
    }

    await shopShows('346.40', 'InStock'); // −1 %: noise
    expect(await alerts()).toEqual([]);

    await shopShows('329.90', 'InStock');
    expect(await alerts()).toEqual(['price_drop']);

    await shopShows('289.90', 'InStock');
    expect(await alerts()).toEqual(['price_drop', 'price_target']);

    await shopShows('289.90', 'OutOfStock', 1); // one blip, then back
    await shopShows('289.90', 'InStock');
    expect(await alerts()).toEqual(['price_drop', 'price_target']);

    await shopShows('289.90', 'OutOfStock');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(row?.availability).toBe('out_of_stock');
    await shopShows('289.90', 'InStock');
    expect(await alerts()).toEqual(['price_drop', 'price_target', 'back_in_stock']);

    const kinds = ['price_drop', 'price_target', 'back_in_stock'];
    await until(() => hub.received.length >= 3, 10_000);
    expect(hub.received.map((notification) => notification.type)).toEqual(kinds);
    await until(
      () => smtp.mails.filter((mail) => mail.to === watcher.user.email).length >= 3,
      15_000,
    );
    expect(
      smtp.mails.filter((mail) => mail.to === watcher.user.email).map((m) => m.subject),
    ).toEqual([
      'Price drop: Akıllı Lamba',
      'Target price reached: Akıllı Lamba',
      'Back in stock: Akıllı Lamba',
    ]);
    await until(() => push.requestsTo(browser.endpoint).length >= 3, 15_000);
    expect(push.requestsTo(browser.endpoint)).toHaveLength(3);
    const pushed = push.messagesTo(browser.endpoint) as { title: string; url: string }[];
    expect(pushed.map((message) => message.title)).toEqual([
      'Price drop: Akıllı Lamba',
      'Target price reached: Akıllı Lamba',
      'Back in stock: Akıllı Lamba',
    ]);
    expect(new Set(pushed.map((message) => message.url))).toEqual(
      new Set([`${t.app.ctx.config.publicUrl}/watching`]),
    );
    await hub.connection.stop();
  }, 120_000);
});
