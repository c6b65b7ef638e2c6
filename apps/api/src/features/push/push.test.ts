import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { startFakePushService } from '../../test/fake-push-service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverPush } from './push-delivery';
import { acceptablePushEndpoint } from './push-endpoint';

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const message = { title: 'Price drop', body: 'Kettle is now ₺999', url: '/watching', tag: 't' };

describe('Web Push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
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

  const subscribe = (auth: Record<string, string>, endpoint: string, keys = browserKeys()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: auth,
      payload: { endpoint, keys },
    });

  it('answers the public key browsers subscribe with', async () => {
    const res = await t.app.inject({ url: '/api/push/public-key' });
    expect(res.json().data).toEqual({ publicKey: t.app.ctx.vapid.publicKey });
    expect(Buffer.from(t.app.ctx.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps one row per endpoint: a repeat updates it, another account takes it over', async () => {
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    const endpoint = push.endpoint('shared-browser');
    expect((await subscribe(alice.auth, endpoint)).statusCode).toBe(200);
    const renewed = browserKeys();
    await subscribe(alice.auth, endpoint, renewed);
    const [row] = await subscriptionsOf(alice.user.id);
    expect(row).toMatchObject({ endpoint, p256dh: renewed.p256dh, auth: renewed.auth });
    expect(await subscriptionsOf(alice.user.id)).toHaveLength(1);

    await subscribe(bob.auth, endpoint);
    expect(await subscriptionsOf(alice.user.id)).toHaveLength(0);
    expect(await subscriptionsOf(bob.user.id)).toHaveLength(1);

    // Alice cannot remove Bob's browser; Bob can.
    const remove = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscription',
        headers: auth,
        payload: { endpoint },
      });
    expect((await remove(alice.auth)).statusCode).toBe(200);
    expect(await subscriptionsOf(bob.user.id)).toHaveLength(1);
    await remove(bob.auth);
    expect(await subscriptionsOf(bob.user.id)).toHaveLength(0);
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
      const res = await subscribe(user.auth, endpoint);
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
    expect((await subscribe({}, 'https://push.example.com/send/3')).statusCode).toBe(401);
    expect(await subscriptionsOf(user.user.id)).toHaveLength(0);
    expect(acceptablePushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
  });

  it('delivers with a VAPID signature; a failing service is retried, a gone one forgotten', async () => {
    const user = await createUser(t.app);
    const endpoint = push.endpoint('flaky');
    await subscribe(user.auth, endpoint);
    const [subscription] = await subscriptionsOf(user.user.id);
    const deliver = () =>
      deliverPush({
        database: t.database,
        vapid: t.app.ctx.vapid,
        allowedHosts: [push.host],
        subscriptionId: subscription!.id,
        message,
      });

    await deliver();
    const sent = push.received.at(-1)!;
    expect(sent.path).toBe('/push/flaky');
    expect(sent.headers.authorization).toContain(`k=${t.app.ctx.vapid.publicKey}`);
    expect(sent.headers['content-type']).toBe('application/octet-stream');

    push.answer('/push/flaky', 503);
    await expect(deliver()).rejects.toThrow('push service answered 503');
    expect(await subscriptionsOf(user.user.id)).toHaveLength(1);

    push.answer('/push/flaky', 404);
    await deliver();
    expect(await subscriptionsOf(user.user.id)).toHaveLength(0);
  });

  it('forgets a subscription whose address is private without posting to it', async () => {
    const user = await createUser(t.app);
    const [row] = await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.user.id, endpoint: 'https://192.168.1.5/push', ...browserKeys() })
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
