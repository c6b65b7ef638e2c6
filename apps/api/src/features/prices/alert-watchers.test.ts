import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  priceAlerts,
  priceWatches,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { connectHub, waitFor } from '../../test/hub-client';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { alertWatchers } from './alert-watchers';
import { recordObservation, type PriceChange, type PriceReading } from './record-observation';

const reading = (
  amount: string | null,
  availability: PriceReading['availability'] = 'in_stock',
): PriceReading => ({
  amount,
  currency: amount ? 'TRY' : null,
  availability,
  display: amount ? `${amount} TL` : null,
});

/** Polls a database condition until it holds (deliveries run on the job queue, after the reply). */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('price alerts to watchers', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let push: FakePushService;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    push = await startFakePushService();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUSH_ALLOWED_HOSTS: push.host,
      PUBLIC_URL: 'http://kolekt.test',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await push.close();
  });

  const db = () => t.database.db;

  /** One re-check as the scheduler records it: the observation and its alerts in one transaction. */
  async function observe(productId: string, value: PriceReading) {
    const { change, afterCommit } = await db().transaction(async (tx) => {
      const recorded = await recordObservation(tx, {
        productId,
        reading: value,
        source: 'recheck',
      });
      return {
        change: recorded,
        afterCommit: recorded ? await alertWatchers(t.app.ctx, tx, recorded) : null,
      };
    });
    await afterCommit?.();
    return change!;
  }

  /** A product on a public collection, watched by a new user through the api. */
  async function watched(
    watch: { targetPrice?: string; onDrop?: boolean; onBackInStock?: boolean } = {},
    user?: Awaited<ReturnType<typeof createUser>>,
  ) {
    const watcher = user ?? (await createUser(t.app, { language: 'en' }));
    const shelf = await createCollection(t.app, watcher.user.id);
    const product = await createProduct(t.app, { availability: 'in_stock' }, [shelf.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/product/${product.id}/watch`,
      headers: watcher.auth,
      payload: { onDrop: true, onBackInStock: true, ...watch },
    });
    expect(res.statusCode).toBe(200);
    return { watcher, product };
  }

  async function watchAlso(productId: string, user: Awaited<ReturnType<typeof createUser>>) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/product/${productId}/watch`,
      headers: user.auth,
      payload: { onDrop: true, onBackInStock: true },
    });
    expect(res.statusCode).toBe(200);
  }

  const alertsOf = async (userId: string) =>
    (
      await db()
        .select({ kind: priceAlerts.kind })
        .from(priceAlerts)
        .where(eq(priceAlerts.userId, userId))
        .orderBy(priceAlerts.createdAt)
    ).map((row) => row.kind);

  const notificationsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));

  it('alerts a drop once, with the product and both amounts', async () => {
    const { watcher, product } = await watched();
    await observe(product.id, reading('1199.90'));
    await observe(product.id, reading('1199.90'));
    expect(await alertsOf(watcher.user.id)).toEqual(['price_drop']);
    const [bell] = await notificationsOf(watcher.user.id);
    expect(bell).toMatchObject({
      type: 'price_drop',
      params: {
        productId: product.id,
        productTitle: product.title,
        productUrl: product.url,
        amount: '1199.90',
        previousAmount: '1299.90',
        targetPrice: null,
        currency: 'TRY',
      },
    });
  });

  it('alerts nobody for noise (−1 %), and a real rise lets a later drop alert again', async () => {
    const { watcher, product } = await watched();
    await observe(product.id, reading('1286.90'));
    expect(await alertsOf(watcher.user.id)).toEqual([]);
    await observe(product.id, reading('1399.90'));
    expect(await alertsOf(watcher.user.id)).toEqual([]);
    const [watch] = await db()
      .select()
      .from(priceWatches)
      .where(eq(priceWatches.userId, watcher.user.id));
    expect(watch?.baselineAmount).toBe('1399.90');
    await observe(product.id, reading('1349.90'));
    expect(await alertsOf(watcher.user.id)).toEqual(['price_drop']);
  });

  it('alerts a target once, and again only after the price went back above it', async () => {
    const { watcher, product } = await watched({ targetPrice: '1000.00', onDrop: false });
    await observe(product.id, reading('1100.00'));
    await observe(product.id, reading('990.00'));
    await observe(product.id, reading('980.00'));
    expect(await alertsOf(watcher.user.id)).toEqual(['price_target']);
    await observe(product.id, reading('1050.00'));
    expect(await alertsOf(watcher.user.id)).toEqual(['price_target']);
    await observe(product.id, reading('995.00'));
    expect(await alertsOf(watcher.user.id)).toEqual(['price_target', 'price_target']);
    const bells = await notificationsOf(watcher.user.id);
    expect(bells.map((bell) => bell.params)).toContainEqual(
      expect.objectContaining({ amount: '990.00', targetPrice: '1000.00' }),
    );
  });

  it('alerts back in stock only after two in-stock observations follow out of stock', async () => {
    const { watcher, product } = await watched({ onDrop: false });
    await observe(product.id, reading(null, 'out_of_stock'));
    await observe(product.id, reading(null, 'out_of_stock'));
    const first = await observe(product.id, reading('1299.90', 'in_stock'));
    expect(first.after.availability).toBe('out_of_stock');
    expect(await alertsOf(watcher.user.id)).toEqual([]);
    const second = await observe(product.id, reading('1299.90', 'in_stock'));
    expect(second.after.availability).toBe('in_stock');
    expect(await alertsOf(watcher.user.id)).toEqual(['back_in_stock']);
  });

  it('alerts nobody for a single out-of-stock blip', async () => {
    const { watcher, product } = await watched();
    await observe(product.id, reading('1299.90', 'out_of_stock'));
    await observe(product.id, reading('1299.90', 'in_stock'));
    await observe(product.id, reading('1299.90', 'in_stock'));
    expect(await alertsOf(watcher.user.id)).toEqual([]);
  });

  it('never alerts twice for the same change', async () => {
    const { watcher, product } = await watched();
    let change: PriceChange | null = null;
    await db().transaction(async (tx) => {
      change = await recordObservation(tx, {
        productId: product.id,
        reading: reading('1099.90'),
        source: 'recheck',
      });
      await alertWatchers(t.app.ctx, tx, change!);
    });
    // The same change decided again from the old state (a retried job): its alert row stops it.
    await db()
      .update(priceWatches)
      .set({ baselineAmount: '1299.90' })
      .where(eq(priceWatches.userId, watcher.user.id));
    await db().transaction((tx) => alertWatchers(t.app.ctx, tx, change!));
    expect(await alertsOf(watcher.user.id)).toEqual(['price_drop']);
    expect(await notificationsOf(watcher.user.id)).toHaveLength(1);
  });

  it('tells each watcher on the channels they chose', async () => {
    const defaults = await createUser(t.app, { language: 'en' });
    const pushOnly = await createUser(t.app, {
      language: 'tr',
      alertBell: false,
      alertEmail: false,
    });
    const silent = await createUser(t.app, {
      alertBell: false,
      alertEmail: false,
      alertPush: false,
    });
    const { product } = await watched({}, defaults);
    await watchAlso(product.id, pushOnly);
    await watchAlso(product.id, silent);
    const browser = push.subscribe({ applicationServerKey: t.app.ctx.vapid.publicKey });
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: pushOnly.auth,
      payload: browser,
    });
    expect(subscribed.statusCode).toBe(200);
    const pushesBefore = push.received.length;

    await observe(product.id, reading('999.90'));

    // Everyone's alert is recorded; only the chosen channels carry it.
    for (const user of [defaults, pushOnly, silent]) {
      expect(await alertsOf(user.user.id)).toEqual(['price_drop']);
    }
    expect(await notificationsOf(defaults.user.id)).toHaveLength(1);
    expect(await notificationsOf(pushOnly.user.id)).toHaveLength(0);
    expect(await notificationsOf(silent.user.id)).toHaveLength(0);

    await waitFor(() => smtp.mails.some((mail) => mail.to === defaults.user.email), 10_000);
    await waitFor(() => push.received.length > pushesBefore, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The default user allowed push but has no browser subscribed: one push, to the other one,
    // worded in that watcher's language.
    expect(push.received.slice(pushesBefore).map((request) => request.path)).toEqual([
      new URL(browser.endpoint).pathname,
    ]);
    expect(push.messagesTo(browser.endpoint)).toEqual([
      {
        title: `Fiyat düştü: ${product.title}`,
        body: `${product.title} şimdi 999,90 TL (önceden 1.299,90 TL).`,
        url: 'http://kolekt.test/watching',
        tag: `price_drop:${product.id}`,
      },
    ]);
    expect(smtp.mails.filter((mail) => mail.to === pushOnly.user.email)).toHaveLength(0);
    expect(smtp.mails.filter((mail) => mail.to === silent.user.email)).toHaveLength(0);
  });

  it('mails the alert with a one-click unsubscribe that works', async () => {
    const { watcher, product } = await watched();
    await observe(product.id, reading('1099.90'));
    await waitFor(() => smtp.mails.some((mail) => mail.to === watcher.user.email), 10_000);
    const mail = smtp.mails.find((caught) => caught.to === watcher.user.email)!;
    expect(mail.subject).toBe(`Price drop: ${product.title}`);
    // Prices as the app writes them, in the recipient's number style (issue #32).
    expect(mail.text).toContain('1,099.90 TL');
    expect(mail.text).not.toContain('₺');
    expect(mail.text).toContain(product.url);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/kolekt\.test\/api\/watch\/unsubscribe\?token=/);
    expect(mail.text).toContain(link!);

    const url = new URL(link!);
    const alertEmail = async () =>
      (
        await db()
          .select({ alertEmail: users.alertEmail })
          .from(users)
          .where(eq(users.id, watcher.user.id))
      )[0]?.alertEmail;
    // Opening the link (a person, or a mail scanner following it) only asks.
    const question = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(question.statusCode).toBe(200);
    expect(question.headers['content-type']).toContain('text/html');
    expect(question.body).toContain('Turn off price alert e-mails?');
    expect(question.body).toContain('<form method="post">');
    expect(await alertEmail()).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const [row] = await db()
      .select({ alertEmail: users.alertEmail, alertBell: users.alertBell })
      .from(users)
      .where(eq(users.id, watcher.user.id));
    expect(row).toEqual({ alertEmail: false, alertBell: true });

    // The question page's button: the same address, answered with a page for the browser.
    const page = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      // What a browser sends for a form without fields.
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://kolekt.test',
      },
      payload: '',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Unsubscribed');

    // Price e-mails are off now; the bell still rings.
    const mailsBefore = smtp.mails.length;
    await observe(product.id, reading('899.90'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.slice(mailsBefore).filter((m) => m.to === watcher.user.email)).toEqual([]);
    expect(await notificationsOf(watcher.user.id)).toHaveLength(2);
  });

  it('words the e-mail in the watcher’s language', async () => {
    const turkish = await createUser(t.app, { language: 'tr' });
    const { product } = await watched({ targetPrice: '1200.00', onDrop: false }, turkish);
    await observe(product.id, reading('1150.00'));
    await waitFor(() => smtp.mails.some((mail) => mail.to === turkish.user.email), 10_000);
    const mail = smtp.mails.find((caught) => caught.to === turkish.user.email)!;
    expect(mail.subject).toBe(`Hedef fiyata ulaştı: ${product.title}`);
    expect(mail.text).toContain('1.150,00');
  });

  it('pushes the alert the browser decrypts, and a 410 deletes the subscription', async () => {
    const { watcher, product } = await watched();
    const browser = push.subscribe({ applicationServerKey: t.app.ctx.vapid.publicKey });
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: watcher.auth,
      payload: browser,
    });

    await observe(product.id, reading('1099.90'));
    await waitFor(() => push.messagesTo(browser.endpoint).length > 0, 10_000);
    const [request] = push.requestsTo(browser.endpoint);
    expect(request).toMatchObject({ status: 201, headers: { ttl: '86400' } });
    expect(push.messagesTo(browser.endpoint)).toEqual([
      {
        title: `Price drop: ${product.title}`,
        body: `${product.title} is now 1,099.90 TL (was 1,299.90 TL).`,
        url: 'http://kolekt.test/watching',
        tag: `price_drop:${product.id}`,
      },
    ]);

    // The browser dropped the subscription: the next alert finds it gone and forgets it.
    push.answer(browser.endpoint, 410);
    await observe(product.id, reading('899.90'));
    await waitFor(() => push.requestsTo(browser.endpoint).length > 1, 10_000);
    expect(push.requestsTo(browser.endpoint).at(-1)).toMatchObject({ status: 410 });
    await until(
      async () =>
        (
          await db()
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, watcher.user.id))
        ).length === 0,
    );
  });

  it('sends the notification live to the watcher’s hub sockets after commit', async () => {
    const { watcher, product } = await watched();
    const hub = await connectHub(t.app, watcher.token);
    await observe(product.id, reading('1049.90'));
    await waitFor(() => hub.received.length > 0);
    expect(hub.received[0]).toMatchObject({
      type: 'price_drop',
      params: { productId: product.id, amount: '1049.90', previousAmount: '1299.90' },
      isRead: false,
    });
    await hub.connection.stop();
  });
});
