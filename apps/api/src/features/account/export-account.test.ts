import { accountExportSchema } from '@kolekt/shared/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers, giftClaims } from '../../db/schema';
import { post } from '../../test/auth-helpers';
import {
  createCollection,
  createProduct,
  createProductDetails,
  createUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithPassword } from './account-test-helpers';

describe('export my data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a JSON file of everything the user owns, and nothing secret', async () => {
    const me = await userWithPassword(t.app, { biography: 'Collector of lamps' });
    const friend = await createUser(t.app);
    const mine = await createCollection(t.app, me.user.id, { name: 'Lamps', isPublic: false });
    const theirs = await createCollection(t.app, friend.user.id, { name: 'Chairs' });
    const lamp = await createProduct(t.app, { title: 'Brass lamp' }, [mine.id]);
    const typed = await createProduct(t.app, { title: null, confirmedAt: null }, [mine.id]);
    await createProductDetails(t.app, {
      productId: typed.id,
      userId: me.user.id,
      title: 'Desk lamp',
    });
    await post(t.app, '/api/like/create', { CollectionId: theirs.id }, me.auth);
    const chair = await createProduct(t.app, { title: 'Oak chair' }, [theirs.id]);
    await t.database.db
      .insert(collectionMembers)
      .values({ collectionId: theirs.id, userId: me.user.id, role: 'viewer' });
    await t.database.db
      .insert(giftClaims)
      .values({ collectionId: theirs.id, productId: chair.id, userId: me.user.id });
    await post(
      t.app,
      '/api/comment/create',
      { collectionId: theirs.id, content: 'Comfy' },
      me.auth,
    );
    await post(
      t.app,
      '/api/user/follow',
      { followerId: me.user.id, followingId: friend.user.id },
      me.auth,
    );
    await post(
      t.app,
      '/api/user/follow',
      { followerId: friend.user.id, followingId: me.user.id },
      friend.auth,
    );

    await t.app.inject({
      method: 'POST',
      url: `/api/product/${lamp.id}/watch`,
      headers: me.auth,
      payload: { targetPrice: '999.90', onDrop: true, onBackInStock: false },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/alert-preferences',
      headers: me.auth,
      payload: { bell: true, email: false, push: true },
    });
    const endpoint = 'https://push.example.com/send/device-1';
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: me.auth,
      payload: { endpoint, keys: { p256dh: 'public-key', auth: 'secret-auth' } },
    });

    const res = await t.app.inject({ url: '/api/user/export', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kolekt-export-${day}.json"`,
    );
    expect(res.body).not.toMatch(/password_?hash|\$argon2/i);

    const file = accountExportSchema.parse(res.json());
    expect(file.profile).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      biography: 'Collector of lamps',
      hasPassword: true,
      googleLinked: false,
      followerCount: 1,
      followingCount: 1,
    });
    const lamps = file.collections.find((c) => c.id === mine.id);
    expect(lamps).toMatchObject({ name: 'Lamps', isPublic: false });
    expect(lamps?.products.map((p) => p.productId).sort()).toEqual([lamp.id, typed.id].sort());
    expect(file.collections.some((c) => c.isImmutable)).toBe(true);
    expect(file.collections.some((c) => c.id === theirs.id)).toBe(false);
    expect(file.productDetails).toEqual([
      expect.objectContaining({ productId: typed.id, title: 'Desk lamp', source: 'manual' }),
    ]);
    expect(file.likes).toEqual([expect.objectContaining({ collectionId: theirs.id })]);
    expect(file.comments).toEqual([
      expect.objectContaining({ collectionId: theirs.id, content: 'Comfy' }),
    ]);
    expect(file.following).toEqual([
      expect.objectContaining({ userId: friend.user.id, userName: friend.user.userName }),
    ]);
    expect(file.followers).toEqual([expect.objectContaining({ userId: friend.user.id })]);
    // The follow from the friend notified me; my own actions notified them, not me. Worded in
    // my language setting (Turkish, the default), as the list words it.
    const friendName = `Test User (@${friend.user.userName})`;
    expect(file.notifications).toEqual([
      expect.objectContaining({
        type: 'follow',
        title: 'Yeni takipçi',
        message: `${friendName} sizi takip etmeye başladı.`,
      }),
    ]);
    expect(file.alertPreferences).toEqual({ bell: true, email: false, push: true });
    expect(file.watches).toEqual([
      expect.objectContaining({
        productId: lamp.id,
        title: 'Brass lamp',
        targetPrice: '999.90',
        onDrop: true,
        onBackInStock: false,
      }),
    ]);
    // The device's address is the user's; its keys are secrets of the browser and stay out.
    expect(file.pushSubscriptions).toEqual([expect.objectContaining({ endpoint })]);
    expect(res.body).not.toContain('secret-auth');
    expect(file.memberships).toEqual([
      expect.objectContaining({ collectionId: theirs.id, role: 'viewer' }),
    ]);
    expect(file.giftClaims).toEqual([
      expect.objectContaining({ collectionId: theirs.id, productId: chair.id, state: 'claimed' }),
    ]);
  });

  it('words notifications in the user’s language setting, else the language asked for', async () => {
    const english = await createUser(t.app, { language: 'en' });
    const unspoken = await createUser(t.app, { language: 'de' });
    const fan = await createUser(t.app, { name: 'Fan', surname: 'One', userName: 'fan_one' });
    for (const followed of [english, unspoken]) {
      await post(
        t.app,
        '/api/user/follow',
        { followerId: fan.user.id, followingId: followed.user.id },
        fan.auth,
      );
    }
    const exported = async (auth: Record<string, string>, language: string) => {
      const res = await t.app.inject({
        url: '/api/user/export',
        headers: { ...auth, 'accept-language': language },
      });
      const [notification] = accountExportSchema.parse(res.json()).notifications;
      return { title: notification?.title, message: notification?.message };
    };
    const inEnglish = {
      title: 'New follower',
      message: 'Fan One (@fan_one) started following you.',
    };
    expect(await exported(english.auth, 'tr')).toEqual(inEnglish);
    expect(await exported(unspoken.auth, 'en')).toEqual(inEnglish);
    expect(await exported(unspoken.auth, 'tr')).toEqual({
      title: 'Yeni takipçi',
      message: 'Fan One (@fan_one) sizi takip etmeye başladı.',
    });
  });

  it('refuses guests in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/user/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, statusCode: 401 });
  });
});
