import { notificationPageSchema } from '@kolekt/shared/notification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
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
    expect(page.items[0]).toMatchObject({ type: 'follow', params: follower });
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

  it('documents the list reply, type and params included, in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    const listed = JSON.stringify(document.paths['/api/notification/']?.get?.responses?.['200']);
    for (const field of ['unreadCount', 'params', 'actorUserName', 'collectionName', 'follow']) {
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
