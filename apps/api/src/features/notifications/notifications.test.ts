import { randomUUID } from 'node:crypto';
import {
  notificationPageSchema,
  notificationTypes,
  type NotificationContent,
  type NotificationType,
} from '@kolekt/shared/notification';
import { wordNotification } from '@kolekt/shared/word-notification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('notifications', () => {
  let t: TestApp;
  let ayla: Awaited<ReturnType<typeof createUser>>;
  let burak: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    ayla = await createUser(t.app, {
      language: 'tr',
      name: 'Ayla',
      surname: 'Demir',
      userName: 'ayla_d',
    });
    burak = await createUser(t.app, {
      language: 'en',
      name: 'Burak',
      surname: 'Er',
      userName: 'burak_e',
    });
  });
  afterAll(() => t.close());

  const inbox = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/notification', headers }).then((r) => r.json().data);
  const follow = (method: 'POST' | 'DELETE') =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/user/follow' : '/api/user/unfollow',
      headers: burak.auth,
      payload: { followerId: burak.user.id, followingId: ayla.user.id },
    });
  const like = (id: string, method: 'POST' | 'DELETE', headers: Record<string, string>) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/like/create' : '/api/like/delete',
      headers,
      payload: { CollectionId: id },
    });

  it('stores what happened, not words, once per follow burst, never for unfollow', async () => {
    await follow('POST');
    await follow('DELETE');
    await follow('POST');
    const page = await inbox(ayla.auth);
    expect(page.items).toHaveLength(1);
    const follower = { actorName: 'Burak', actorSurname: 'Er', actorUserName: 'burak_e' };
    expect(page.items[0]).toMatchObject({
      type: 'follow',
      params: follower,
      title: 'Yeni takipçi',
      message: 'Burak Er (@burak_e) sizi takip etmeye başladı.',
    });
    expect(notificationPageSchema.parse(page)).toEqual(page);
    expect(page.unreadCount).toBe(1);
    // The row holds the meaning only: the reader's interface words it in its current language.
    const rows = await t.app.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ayla.user.id));
    expect(rows).toEqual([expect.objectContaining({ type: 'follow', params: follower })]);
    expect(Object.keys(rows[0]!)).not.toContain('message');
  });

  it('notifies a like once per like-unlike-like burst, and never for one’s own collection', async () => {
    const shelf = await createCollection(t.app, burak.user.id, { name: 'Lamps' });
    await like(shelf.id, 'POST', ayla.auth);
    await like(shelf.id, 'DELETE', ayla.auth);
    await like(shelf.id, 'POST', ayla.auth);
    const mine = await createCollection(t.app, ayla.user.id);
    await like(mine.id, 'POST', ayla.auth);
    const page = await inbox(burak.auth);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'like',
      params: {
        actorName: 'Ayla',
        actorSurname: 'Demir',
        actorUserName: 'ayla_d',
        collectionId: shelf.id,
        collectionName: 'Lamps',
      },
    });
    expect(
      (await inbox(ayla.auth)).items.filter((n: { type: string }) => n.type === 'like'),
    ).toHaveLength(0);
  });

  it('reads, reads all and deletes only one’s own notifications', async () => {
    const [theirs] = (await inbox(burak.auth)).items;
    const [mine] = (await inbox(ayla.auth)).items;
    for (const [method, url] of [
      ['PUT', `/api/notification/read/${theirs.id}`],
      ['DELETE', `/api/notification/${theirs.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: ayla.auth });
      expect(res.statusCode).toBe(404);
    }
    expect((await inbox(burak.auth)).items[0]).toMatchObject({ id: theirs.id, isRead: false });

    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/read/${mine.id}`,
      headers: ayla.auth,
    });
    expect(read.json().data).toEqual({ unreadCount: 0 });
    const shelf = await createCollection(t.app, ayla.user.id);
    await like(shelf.id, 'POST', burak.auth);
    expect((await inbox(ayla.auth)).unreadCount).toBe(1);
    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/notification/read-all',
      headers: ayla.auth,
    });
    expect(all.json().data).toEqual({ unreadCount: 0 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/notification/${mine.id}`,
      headers: ayla.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await inbox(ayla.auth)).items.map((n: { id: string }) => n.id)).not.toContain(mine.id);
    expect((await t.app.inject({ url: '/api/notification' })).statusCode).toBe(401);
  });

  it('words the list in the reader’s language setting, whatever language the client asks for', async () => {
    const liked = await createCollection(t.app, burak.user.id, { name: 'Desks' });
    await like(liked.id, 'POST', ayla.auth);
    const askedFor: Record<string, string>[] = [{}, { 'accept-language': 'tr-TR,tr;q=0.9' }];
    for (const asked of askedFor) {
      const [item] = (await inbox({ ...burak.auth, ...asked })).items;
      expect(item).toMatchObject({
        type: 'like',
        title: 'New like',
        message: 'Ayla Demir (@ayla_d) liked your collection "Desks".',
      });
    }
    const [item] = (await inbox({ ...ayla.auth, 'accept-language': 'en-GB,en;q=0.9' })).items;
    expect(item).toMatchObject({ type: 'like', title: 'Yeni beğeni' });
    expect(item.message).toMatch(/^Burak Er \(@burak_e\) ".+" koleksiyonunu beğendi\.$/);
  });

  it('words it in the language the client asks for when the setting is not one Kolekt speaks', async () => {
    const reader = await createUser(t.app, { language: 'de' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/follow',
      headers: ayla.auth,
      payload: { followerId: ayla.user.id, followingId: reader.user.id },
    });
    const wording = async (headers: Record<string, string>) => {
      const [item] = (await inbox({ ...reader.auth, ...headers })).items;
      return { title: item.title, message: item.message };
    };
    expect(await wording({ 'accept-language': 'de-DE,en;q=0.8' })).toEqual({
      title: 'New follower',
      message: 'Ayla Demir (@ayla_d) started following you.',
    });
    expect(await wording({ 'accept-language': 'tr' })).toEqual({
      title: 'Yeni takipçi',
      message: 'Ayla Demir (@ayla_d) sizi takip etmeye başladı.',
    });
    // Neither: Turkish, the product's default language.
    expect((await wording({})).title).toBe('Yeni takipçi');
  });

  it('gives every notification type a title and a message in both languages', async () => {
    const reader = await createUser(t.app);
    const actor = { actorName: 'Ayla', actorSurname: 'Demir', actorUserName: 'ayla_d' };
    const shelf = { collectionId: randomUUID(), collectionName: 'Shelf' };
    const product = { productId: randomUUID(), productTitle: 'Lamp' };
    const price = {
      ...product,
      productUrl: 'https://shop.example/lamp',
      amount: '899.9',
      previousAmount: '999.9',
      targetPrice: '900',
      currency: 'TRY',
    };
    const written = { title: 'Bakım', message: 'Yarın 03.00’te.' };
    const paramsOf: { [T in NotificationType]: (NotificationContent & { type: T })['params'] } = {
      follow: actor,
      like: { ...actor, ...shelf },
      comment: { ...actor, ...shelf, commentPreview: 'Nice' },
      invite: { ...actor, ...shelf, inviteId: randomUUID(), role: 'viewer' },
      member_joined: { ...actor, ...shelf, role: 'editor' },
      member_added: { ...actor, ...shelf, ...product },
      price_drop: price,
      price_target: price,
      back_in_stock: price,
      system: written,
      other: written,
    };
    await t.app.ctx.database.db
      .insert(notifications)
      .values(
        notificationTypes.map((type) => ({ userId: reader.user.id, type, params: paramsOf[type] })),
      );
    for (const language of ['tr', 'en'] as const) {
      await t.app.ctx.database.db
        .update(users)
        .set({ language })
        .where(eq(users.id, reader.user.id));
      const page = (
        await t.app.inject({ url: '/api/notification?pageSize=20', headers: reader.auth })
      ).json().data;
      expect(page.items.map((item: { type: string }) => item.type).sort()).toEqual(
        [...notificationTypes].sort(),
      );
      for (const item of page.items) {
        expect(item.title, `${item.type} in ${language}`).toBeTruthy();
        expect(item.message, `${item.type} in ${language}`).toBeTruthy();
        expect({ title: item.title, message: item.message }).toEqual(
          wordNotification({ notification: item, language }),
        );
      }
    }
  });

  it('documents the list reply, type, params, title and message, in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    const listed = JSON.stringify(document.paths['/api/notification/']?.get?.responses?.['200']);
    for (const field of [
      "In the reader's language",
      'unreadCount',
      'params',
      'actorUserName',
      'collectionName',
      'follow',
    ]) {
      expect(listed).toContain(field);
    }
  });

  it('pages by 10 with hasNextPage', async () => {
    const fans = await Promise.all(Array.from({ length: 11 }, () => createUser(t.app)));
    const star = await createUser(t.app);
    for (const fan of fans) {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/follow',
        headers: fan.auth,
        payload: { followerId: fan.user.id, followingId: star.user.id },
      });
    }
    const first = await inbox(star.auth);
    expect(first).toMatchObject({ pageSize: 10, hasNextPage: true, unreadCount: 11 });
    const second = (
      await t.app.inject({ url: '/api/notification?pageIndex=2', headers: star.auth })
    ).json().data;
    expect(second.items).toHaveLength(1);
    expect(second.hasNextPage).toBe(false);
  });
});
