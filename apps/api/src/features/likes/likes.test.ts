import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, likes, notifications } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('likes', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let fan: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    fan = await createUser(t.app);
  });
  afterAll(() => t.close());

  const like = (id: string, headers: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/like/create' : '/api/like/delete',
      headers,
      payload: { CollectionId: id },
    });

  async function counts(collectionId: string) {
    const [row] = await t.database.db
      .select({ likeCount: collections.likeCount })
      .from(collections)
      .where(eq(collections.id, collectionId));
    const [rows] = await t.database.db
      .select({ total: count() })
      .from(likes)
      .where(eq(likes.collectionId, collectionId));
    return { counter: row!.likeCount, rows: rows!.total };
  }

  it('is idempotent: liking twice keeps one like, unliking twice removes it once', async () => {
    const c = await createCollection(t.app, owner.user.id);
    expect((await like(c.id, fan.auth)).json().data).toEqual({
      likeCount: 1,
      isCurrentUserLiked: true,
    });
    expect((await like(c.id, fan.auth)).json().data).toEqual({
      likeCount: 1,
      isCurrentUserLiked: true,
    });
    expect((await like(c.id, fan.auth, 'DELETE')).json().data).toEqual({
      likeCount: 0,
      isCurrentUserLiked: false,
    });
    expect((await like(c.id, fan.auth, 'DELETE')).json().data).toEqual({
      likeCount: 0,
      isCurrentUserLiked: false,
    });
    expect(await counts(c.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('refuses guests, private collections of others, and the default collection', async () => {
    const open = await createCollection(t.app, owner.user.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/like/create',
          payload: { CollectionId: open.id },
        })
      ).statusCode,
    ).toBe(401);
    const secret = await createCollection(t.app, owner.user.id, { isPublic: false });
    expect((await like(secret.id, fan.auth)).statusCode).toBe(404);
    expect((await like(secret.id, fan.auth, 'DELETE')).statusCode).toBe(404);
    expect(await counts(secret.id)).toEqual({ counter: 0, rows: 0 });
    const [starred] = await t.database.db
      .select()
      .from(collections)
      .where(eq(collections.userId, owner.user.id))
      .orderBy(collections.createdAt)
      .limit(1);
    expect(starred?.isImmutable).toBe(true);
    expect((await like(starred!.id, owner.auth)).statusCode).toBe(403);
  });

  it('keeps the count equal to the rows under 50 concurrent like/unlike calls', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const calls = Array.from({ length: 50 }, (_, i) =>
      like(c.id, people[i % 10]!.auth, i % 3 === 0 ? 'DELETE' : 'POST'),
    );
    const results = await Promise.all(calls);
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const { counter, rows } = await counts(c.id);
    expect(counter).toBe(rows);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(10);
  });

  it('writes exactly one notification per first like under a concurrent burst, none for one’s own', async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    const shelves = await Promise.all(owners.map((o) => createCollection(t.app, o.user.id)));
    const fans = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    // Every fan likes every shelf twice at once, and each owner likes their own shelf.
    const calls = shelves.flatMap((shelf, i) => [
      ...fans.flatMap((f) => [like(shelf.id, f.auth), like(shelf.id, f.auth)]),
      like(shelf.id, owners[i]!.auth),
    ]);
    const results = await Promise.all(calls);
    expect(results.map((res) => res.statusCode)).toEqual(calls.map(() => 200));

    for (const [i, shelf] of shelves.entries()) {
      expect(await counts(shelf.id)).toEqual({ counter: fans.length + 1, rows: fans.length + 1 });
      const written = await t.database.db
        .select({ actorId: notifications.actorId, type: notifications.type })
        .from(notifications)
        .where(eq(notifications.collectionId, shelf.id));
      expect(written.map((n) => n.type)).toEqual(fans.map(() => 'like'));
      expect(written.map((n) => n.actorId).sort()).toEqual(fans.map((f) => f.user.id).sort());
      expect(written.map((n) => n.actorId)).not.toContain(owners[i]!.user.id);
    }
  });
});
