import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverPush } from './push-delivery';
import { acceptablePushEndpoint } from './push-endpoint';

const message = { title: 'Price drop', body: 'Kettle is now ₺999', url: '/watching', tag: 't' };

describe('Web Push', () => {
  let t: TestApp;
  let push: FakePushService;
  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: push.host });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscriptionsOf = (userId: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  /** A browser's subscription for this server's key, handed out by the fake push service. */
  const browser = () => push.subscribe({ applicationServerKey: t.app.ctx.vapid.publicKey });

  const subscribe = (auth: Record<string, string>, subscription: PushSubscriptionInput) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: auth,
      payload: subscription,
    });

  it('answers the public key browsers subscribe with', async () => {
    const res = await t.app.inject({ url: '/api/push/public-key' });
    expect(res.json().data).toEqual({ publicKey: t.app.ctx.vapid.publicKey });
    expect(Buffer.from(t.app.ctx.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  // Another account posting the same endpoint is push-endpoint-takeover.test.ts's story.
  it('keeps one row per endpoint: the owner’s repeat renews its keys, its removal forgets it', async () => {
    const alice = await createUser(t.app);
    const { endpoint } = browser();
    expect((await subscribe(alice.auth, { endpoint, keys: browser().keys })).statusCode).toBe(200);
    const renewed = browser().keys;
    expect((await subscribe(alice.auth, { endpoint, keys: renewed })).statusCode).toBe(200);
    const rows = await subscriptionsOf(alice.user.id);
    expect(rows).toEqual([
      expect.objectContaining({ endpoint, p256dh: renewed.p256dh, auth: renewed.auth }),
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: alice.auth,
      payload: { endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(await subscriptionsOf(alice.user.id)).toHaveLength(0);
  });

  it('refuses endpoints that are not a public https push service, and guests', async () => {
    const user = await createUser(t.app);
    for (const endpoint of [
      'http://push.example.com/send/1',
      'https://localhost/send/1',
      'https://10.0.0.7/send/1',
      'https://[::1]/send/1',
      'https://user:pw@push.example.com/send/1',
      'http://127.0.0.1:9/send/1',
    ]) {
      const res = await subscribe(user.auth, { endpoint, keys: browser().keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().data.errors.endpoint).toBeDefined();
    }
    const badKeys = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: user.auth,
      payload: { endpoint: 'https://push.example.com/send/2', keys: { p256dh: '' } },
    });
    expect(badKeys.statusCode).toBe(400);
    const guest = await subscribe(
      {},
      { ...browser(), endpoint: 'https://push.example.com/send/3' },
    );
    expect(guest.statusCode).toBe(401);
    expect(await subscriptionsOf(user.user.id)).toHaveLength(0);
    expect(acceptablePushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
  });

  it('delivers a payload the browser decrypts; a failing service is retried, a gone one forgotten', async () => {
    const user = await createUser(t.app);
    const subscription = browser();
    expect((await subscribe(user.auth, subscription)).statusCode).toBe(200);
    const [row] = await subscriptionsOf(user.user.id);
    const deliver = () =>
      deliverPush({
        database: t.database,
        vapid: t.app.ctx.vapid,
        allowedHosts: [push.host],
        subscriptionId: row!.id,
        message,
      });

    await deliver();
    expect(push.requestsTo(subscription.endpoint)).toMatchObject([{ status: 201 }]);
    expect(push.messagesTo(subscription.endpoint)).toEqual([message]);

    push.answer(subscription.endpoint, 503);
    await expect(deliver()).rejects.toThrow('push service answered 503');
    expect(await subscriptionsOf(user.user.id)).toHaveLength(1);

    push.answer(subscription.endpoint, 404);
    await deliver();
    expect(await subscriptionsOf(user.user.id)).toHaveLength(0);
  });

  it('forgets a subscription whose address is private without posting to it', async () => {
    const user = await createUser(t.app);
    const [row] = await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.user.id, endpoint: 'https://192.168.1.5/push', ...browser().keys })
      .returning();
    const before = push.received.length;
    await deliverPush({
      database: t.database,
      vapid: t.app.ctx.vapid,
      allowedHosts: [push.host],
      subscriptionId: row!.id,
      message,
    });
    expect(push.received.length).toBe(before);
    expect(await subscriptionsOf(user.user.id)).toHaveLength(0);
  });
});
