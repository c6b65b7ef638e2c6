import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The payload carries what happened, not words: Bob's interface words it in its language.
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
