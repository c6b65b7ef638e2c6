import { validationMessages as m } from '@kolekt/shared/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, comments } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('comments', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let guestUser: Awaited<ReturnType<typeof createUser>>;
  let pub: { id: string };
  let priv: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    guestUser = await createUser(t.app, { name: 'Cem', surname: 'Yurt', userName: 'cem_y' });
    pub = await createCollection(t.app, owner.user.id);
    priv = await createCollection(t.app, owner.user.id, { isPublic: false });
  });
  afterAll(() => t.close());

  const post = (collectionId: string, content: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/comment/create',
      headers,
      payload: { collectionId, content },
    });
  const list = (collectionId: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/comment/comments/${collectionId}${query}`, headers });
  const del = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/comment/${id}`, headers });

  /** The collection's counter beside the rows it stands for. */
  async function counts(collectionId: string) {
    const [row] = await t.database.db
      .select({ commentCount: collections.commentCount })
      .from(collections)
      .where(eq(collections.id, collectionId));
    const [rows] = await t.database.db
      .select({ total: count() })
      .from(comments)
      .where(eq(comments.collectionId, collectionId));
    return { counter: row!.commentCount, rows: rows!.total };
  }

  it('posts a trimmed comment and answers its id; the owner is notified', async () => {
    const res = await post(pub.id, '   Great picks!  ', guestUser.auth);
    expect(res.statusCode).toBe(201);
    const id = res.json().data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const first = (await list(pub.id)).json().data.items[0];
    expect(first).toMatchObject({
      id,
      content: 'Great picks!',
      userId: guestUser.user.id,
      user: { userName: 'cem_y' },
    });
    const inbox = (await t.app.inject({ url: '/api/notification', headers: owner.auth })).json()
      .data;
    expect(inbox.items[0]).toMatchObject({ type: 'comment', isRead: false });
    expect(inbox.items[0].params).toMatchObject({
      actorUserName: 'cem_y',
      collectionId: pub.id,
      commentPreview: 'Great picks!',
    });
  });

  it('refuses empty and too-long comments with the spec messages', async () => {
    expect((await post(pub.id, '   ', guestUser.auth)).json().message).toBe(m.commentRequired);
    expect((await post(pub.id, 'x'.repeat(501), guestUser.auth)).json().message).toBe(
      m.commentTooLong,
    );
    expect((await post(pub.id, 'x'.repeat(500), guestUser.auth)).statusCode).toBe(201);
  });

  it('keeps a private collection’s comments to its owner', async () => {
    expect((await post(priv.id, 'Hello', guestUser.auth)).statusCode).toBe(404);
    expect((await post(pub.id, 'Hello', {})).statusCode).toBe(401);
    expect((await list(priv.id)).statusCode).toBe(404);
    expect((await list(priv.id, '', guestUser.auth)).statusCode).toBe(404);
    expect((await post(priv.id, 'Note to self', owner.auth)).statusCode).toBe(201);
    expect((await list(priv.id, '', owner.auth)).json().data.items).toHaveLength(1);
  });

  it('pages by 10, newest first, without gaps or repeats', async () => {
    const c = await createCollection(t.app, owner.user.id);
    for (let i = 1; i <= 12; i++) await post(c.id, `comment ${i}`, guestUser.auth);
    const first = (await list(c.id)).json().data;
    expect(first).toMatchObject({ pageSize: 10, hasNextPage: true });
    expect(first.items[0].content).toBe('comment 12');
    const second = (await list(c.id, '?pageIndex=2')).json().data;
    expect(second.hasNextPage).toBe(false);
    const all = [...first.items, ...second.items].map((item: { content: string }) => item.content);
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
  });

  it('lets the author or the collection owner delete a comment, nobody else', async () => {
    const stranger = await createUser(t.app);
    const mine = (await post(pub.id, 'to be removed', guestUser.auth)).json().data;
    expect((await del(mine, stranger.auth)).statusCode).toBe(403);
    expect((await del(mine, guestUser.auth)).statusCode).toBe(200);
    const another = (await post(pub.id, 'owner removes this', guestUser.auth)).json().data;
    expect((await del(another, owner.auth)).statusCode).toBe(200);
    expect((await del(another, owner.auth)).statusCode).toBe(404);
    const secret = (await post(priv.id, 'private note', owner.auth)).json().data;
    expect((await del(secret, stranger.auth)).statusCode).toBe(404);
  });

  it('keeps the comment count equal to the rows through creates and deletes', async () => {
    const c = await createCollection(t.app, owner.user.id);
    expect(await counts(c.id)).toEqual({ counter: 0, rows: 0 });
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++)
      ids.push((await post(c.id, `note ${i}`, guestUser.auth)).json().data);
    expect(await counts(c.id)).toEqual({ counter: 12, rows: 12 });

    // Refused posts and deletes leave the counter alone.
    expect((await post(c.id, '   ', guestUser.auth)).statusCode).toBe(400);
    expect((await del(ids[0]!, (await createUser(t.app)).auth)).statusCode).toBe(403);
    expect(await counts(c.id)).toEqual({ counter: 12, rows: 12 });

    expect((await del(ids[0]!, guestUser.auth)).statusCode).toBe(200);
    expect((await del(ids[1]!, owner.auth)).statusCode).toBe(200);
    expect((await del(ids[1]!, owner.auth)).statusCode).toBe(404);
    expect(await counts(c.id)).toEqual({ counter: 10, rows: 10 });

    // The exact count is on the collection and is the comment list's total, on every page.
    const detail = (await t.app.inject({ url: `/api/collection/${c.id}` })).json().data;
    expect(detail.commentCount).toBe(10);
    const first = (await list(c.id)).json().data;
    expect(first).toMatchObject({ totalCount: 10, hasNextPage: false });
    expect((await list(c.id, '?pageIndex=1&pageSize=4')).json().data).toMatchObject({
      totalCount: 10,
      hasNextPage: true,
    });
  });

  it('keeps the count exact under 30 concurrent posts and concurrent deletes', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const posted = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(c.id, `at once ${i}`, people[i % 10]!.auth)),
    );
    expect(posted.every((res) => res.statusCode === 201)).toBe(true);
    expect(await counts(c.id)).toEqual({ counter: 30, rows: 30 });

    // Ten comments deleted twice each at the same time (author and owner): each counts once.
    const doomed = posted.slice(0, 10).map((res, i) => ({ id: res.json().data, by: people[i]! }));
    const deleted = await Promise.all(
      doomed.flatMap(({ id, by }) => [del(id, by.auth), del(id, owner.auth)]),
    );
    expect(deleted.every((res) => [200, 404].includes(res.statusCode))).toBe(true);
    expect(await counts(c.id)).toEqual({ counter: 20, rows: 20 });
    expect((await list(c.id)).json().data.totalCount).toBe(20);
  });
});
