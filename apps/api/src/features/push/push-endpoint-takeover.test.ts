import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { serverMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { until } from '../../test/price-check-harness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { alertWatchers } from '../prices/alert-watchers';
import { recordObservation } from '../prices/record-observation';

type Account = Awaited<ReturnType<typeof createUser>>;

/**
 * Issue #30, told as the attacker: Mallory has learnt the endpoint of Vera's browser and posts it
 * as his own. Vera keeps it: her alerts still reach her browser, readable with her keys only,
 * Mallory's never do, and he cannot remove it. It is freed only when Vera removes it or the push
 * service says it is gone; then anyone may register it.
 */
describe('taking over another account’s push endpoint', () => {
  let t: TestApp;
  let push: FakePushService;
  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: push.host, PUBLIC_URL: 'http://kolekt.test' });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const browser = () => push.subscribe({ applicationServerKey: t.app.ctx.vapid.publicKey });

  const subscribe = (account: Account, subscription: PushSubscriptionInput) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: account.auth,
      payload: subscription,
    });

  const unsubscribe = (account: Account, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: account.auth,
      payload: { endpoint },
    });

  const ownerOf = async (endpoint: string) =>
    (
      await t.database.db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
    )[0]?.userId;

  /** A product the account watches for drops, at 1299.90 TL. */
  async function watchedBy(account: Account) {
    const shelf = await createCollection(t.app, account.user.id);
    const product = await createProduct(t.app, { availability: 'in_stock' }, [shelf.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/product/${product.id}/watch`,
      headers: account.auth,
      payload: { onDrop: true },
    });
    expect(res.statusCode).toBe(200);
    return product;
  }

  /** A re-check reads a lower price: the watchers' alerts are decided and their pushes queued. */
  async function dropPrice(productId: string, amount: string) {
    const afterCommit = await t.database.db.transaction(async (tx) => {
      const change = await recordObservation(tx, {
        productId,
        reading: { amount, currency: 'TRY', availability: 'in_stock', display: `${amount} TL` },
        source: 'recheck',
      });
      return alertWatchers(t.app.ctx, tx, change!);
    });
    await afterCommit();
  }

  it('keeps the endpoint with its owner: alerts, removal and a takeover attempt', async () => {
    const vera = await createUser(t.app, { language: 'en' });
    const mallory = await createUser(t.app, { language: 'en' });
    const verasBrowser = browser();
    const mallorysBrowser = browser();
    expect((await subscribe(vera, verasBrowser)).statusCode).toBe(200);
    expect((await subscribe(mallory, mallorysBrowser)).statusCode).toBe(200);

    // Mallory posts Vera's endpoint with his own browser's keys, so that he could read what is
    // sent there and Vera could not: refused, and nothing about her subscription changes.
    const takeover = await subscribe(mallory, {
      endpoint: verasBrowser.endpoint,
      keys: mallorysBrowser.keys,
    });
    // Soft: were it taken over, the story goes on to show what Vera and Mallory would get.
    expect.soft(takeover.statusCode).toBe(409);
    expect.soft(takeover.json()).toMatchObject({
      success: false,
      message: serverMessages.pushEndpointTaken,
    });
    expect.soft(await ownerOf(verasBrowser.endpoint)).toBe(vera.user.id);

    // Vera's alert reaches her browser, which reads it with its own keys.
    const verasKettle = await watchedBy(vera);
    await dropPrice(verasKettle.id, '999.90');
    await until(() => push.messagesTo(verasBrowser.endpoint).length === 1, 10_000);
    expect(push.messagesTo(verasBrowser.endpoint)).toEqual([
      expect.objectContaining({
        title: `Price drop: ${verasKettle.title}`,
        url: 'http://kolekt.test/watching',
      }),
    ]);

    // Mallory's alert goes to his own browser only, never to Vera's.
    const mallorysLamp = await watchedBy(mallory);
    await dropPrice(mallorysLamp.id, '999.90');
    await until(() => push.messagesTo(mallorysBrowser.endpoint).length === 1, 10_000);
    expect(push.messagesTo(mallorysBrowser.endpoint)).toEqual([
      expect.objectContaining({ title: `Price drop: ${mallorysLamp.title}` }),
    ]);

    // He cannot remove her endpoint either: her next alert still arrives, and only there.
    expect((await unsubscribe(mallory, verasBrowser.endpoint)).statusCode).toBe(200);
    expect(await ownerOf(verasBrowser.endpoint)).toBe(vera.user.id);
    await dropPrice(verasKettle.id, '799.90');
    await until(() => push.messagesTo(verasBrowser.endpoint).length === 2, 10_000);
    expect(push.requestsTo(verasBrowser.endpoint).every((request) => request.message)).toBe(true);
    expect(push.messagesTo(mallorysBrowser.endpoint)).toHaveLength(1);
  });

  it('frees the endpoint when its owner removes it or the push service says it is gone', async () => {
    const vera = await createUser(t.app);
    const mallory = await createUser(t.app);

    const removed = browser();
    await subscribe(vera, removed);
    expect((await unsubscribe(vera, removed.endpoint)).statusCode).toBe(200);
    expect((await subscribe(mallory, removed)).statusCode).toBe(200);
    expect(await ownerOf(removed.endpoint)).toBe(mallory.user.id);

    const gone = browser();
    await subscribe(vera, gone);
    expect((await subscribe(mallory, gone)).statusCode).toBe(409);
    push.answer(gone.endpoint, 410);
    await dropPrice((await watchedBy(vera)).id, '999.90');
    await until(async () => (await ownerOf(gone.endpoint)) === undefined, 10_000);
    expect((await subscribe(mallory, gone)).statusCode).toBe(200);
    expect(await ownerOf(gone.endpoint)).toBe(mallory.user.id);
  });
});
