import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createCollection, createUser } from '../test/factories';
import { connectHub, waitFor } from '../test/hub-client';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the notification hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('delivers exactly one ReceiveNotification to the recipient and none to the actor', async () => {
    const alice = await createUser(t.app, { name: 'Alice', surname: 'Aksoy', userName: 'alice_a' });
    const bob = await createUser(t.app, { language: 'en' });
    const shelf = await createCollection(t.app, bob.user.id, { name: 'Bob’s desk' });
    const bobHub = await connectHub(t.app, bob.token);
    const aliceHub = await connectHub(t.app, alice.token);

    const like = await t.app.inject({
      method: 'POST',
      url: '/api/like/create',
      headers: alice.auth,
      payload: { CollectionId: shelf.id },
    });
    expect(like.statusCode).toBe(200);
    await waitFor(() => bobHub.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobHub.received).toHaveLength(1);
    // What happened, and its words in Bob's language for clients that do not word it themselves.
    expect(bobHub.received[0]).toEqual({
      id: expect.any(String),
      type: 'like',
      params: {
        actorName: 'Alice',
        actorSurname: 'Aksoy',
        actorUserName: 'alice_a',
        collectionId: shelf.id,
        collectionName: 'Bob’s desk',
      },
      title: 'New like',
      message: 'Alice Aksoy (@alice_a) liked your collection "Bob’s desk".',
      createdAt: expect.any(String),
      isRead: false,
    });
    expect(aliceHub.received).toHaveLength(0);

    const listed = (await t.app.inject({ url: '/api/notification', headers: bob.auth })).json()
      .data;
    expect(listed.items[0].id).toBe(bobHub.received[0]!.id);
    expect(listed.unreadCount).toBe(1);
    await Promise.all([bobHub.connection.stop(), aliceHub.connection.stop()]);
  });

  it('words it in the recipient’s language setting, not in the language the actor asked for', async () => {
    const deniz = await createUser(t.app, {
      language: 'tr',
      name: 'Deniz',
      surname: 'Kaya',
      userName: 'deniz_k',
    });
    const emma = await createUser(t.app, {
      language: 'en',
      name: 'Emma',
      surname: 'Stone',
      userName: 'emma_s',
    });
    const denizHub = await connectHub(t.app, deniz.token);
    const emmaHub = await connectHub(t.app, emma.token);
    const follow = (from: typeof deniz, to: typeof deniz, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/follow',
        headers: { ...from.auth, 'accept-language': language },
        payload: { followerId: from.user.id, followingId: to.user.id },
      });
    await follow(emma, deniz, 'en');
    await follow(deniz, emma, 'tr');
    await waitFor(() => denizHub.received.length > 0 && emmaHub.received.length > 0);
    expect(denizHub.received[0]).toMatchObject({
      type: 'follow',
      title: 'Yeni takipçi',
      message: 'Emma Stone (@emma_s) sizi takip etmeye başladı.',
    });
    expect(emmaHub.received[0]).toMatchObject({
      type: 'follow',
      title: 'New follower',
      message: 'Deniz Kaya (@deniz_k) started following you.',
    });
    await Promise.all([denizHub.connection.stop(), emmaHub.connection.stop()]);
  });

  it('reads the recipient’s language once per socket, at connect, and words for each socket', async () => {
    const owner = await createUser(t.app, { language: 'tr' });
    const fan = await createUser(t.app, { name: 'Fan', surname: 'One', userName: 'fan_one' });
    const shelf = await createCollection(t.app, owner.user.id, { name: 'Raf' });
    const before = await connectHub(t.app, owner.token);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.user.id));
    const after = await connectHub(t.app, owner.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/like/create',
      headers: fan.auth,
      payload: { CollectionId: shelf.id },
    });
    await waitFor(() => before.received.length > 0 && after.received.length > 0);
    expect(before.received.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Yeni beğeni', message: 'Fan One (@fan_one) "Raf" koleksiyonunu beğendi.' },
    ]);
    expect(after.received.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'New like', message: 'Fan One (@fan_one) liked your collection "Raf".' },
    ]);
    expect(after.received[0]!.id).toBe(before.received[0]!.id);
    await Promise.all([before.connection.stop(), after.connection.stop()]);
  });

  it('delivers each like of a concurrent burst once, exactly as the list shows it', async () => {
    const owner = await createUser(t.app);
    const shelf = await createCollection(t.app, owner.user.id);
    const fans = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app)));
    const ownerHub = await connectHub(t.app, owner.token);
    const likeAs = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/like/create',
        headers: auth,
        payload: { CollectionId: shelf.id },
      });
    // Each fan twice (the second is no new like), and the owner once (no notification).
    const replies = await Promise.all([
      ...fans.flatMap((fan) => [likeAs(fan.auth), likeAs(fan.auth)]),
      likeAs(owner.auth),
    ]);
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    await waitFor(() => ownerHub.received.length >= fans.length);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const listed = (
      await t.app.inject({ url: '/api/notification?pageSize=50', headers: owner.auth })
    ).json().data.items;
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...ownerHub.received].sort(byId)).toEqual([...listed].sort(byId));
    const likers = ownerHub.received.map((n) => (n.type === 'like' ? n.params.actorUserName : ''));
    expect(likers.sort()).toEqual(fans.map((fan) => fan.user.userName).sort());
    await ownerHub.connection.stop();
  });

  it('refuses a missing, invalid or expired token', async () => {
    for (const token of ['', 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjoxfQ.x']) {
      await expect(connectHub(t.app, token)).rejects.toThrow();
    }
  });

  it('tells clients to reconnect when the instance shuts down', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const user = await createUser(other.app);
    const { connection } = await connectHub(other.app, user.token);
    let closedWithError: Error | undefined | null = null;
    connection.onclose((error) => (closedWithError = error));
    await other.close();
    await waitFor(() => closedWithError !== null);
    expect(closedWithError).toBeUndefined();
  });
});
