import { pageSizes } from '@kolekt/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

describe('the members list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, who: User | null) =>
    t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

  /** Follows `hasNextPage` from the first page to the last, as the web's "load more" does. */
  async function everyPage(collectionId: string, who: User, pageSize?: number) {
    const pages = [];
    for (let pageIndex = 1; pageIndex < 100; pageIndex++) {
      const size = pageSize ? `&pageSize=${pageSize}` : '';
      const res = await get(
        `/api/collection/${collectionId}/members?pageIndex=${pageIndex}${size}`,
        who,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      pages.push(page);
      if (!page.hasNextPage) break;
    }
    return pages;
  }

  it('shows the owner every member, however many got in, one page at a time', async () => {
    // Before the limit held through links, 55 accounts joined one private collection; the owner
    // must be able to see (and remove) each of them, the 55th included.
    const owner = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const joined: User[] = [];
    for (let i = 0; i < 55; i++) joined.push(await createUser(t.app));
    await t.database.db.insert(collectionMembers).values(
      joined.map((person, i) => ({
        collectionId: c.id,
        userId: person.user.id,
        role: 'viewer',
        createdAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      })),
    );

    const pages = await everyPage(c.id, owner);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toMatchObject({
      owner: { userId: owner.user.id },
      pageIndex: 1,
      pageSize: pageSizes.members,
      totalCount: 55,
      hasNextPage: true,
    });
    const listed = pages.flatMap((page) => page.items.map((m: { userId: string }) => m.userId));
    // Everyone once, in the order they joined; the last one in is on the last page.
    expect(listed).toEqual(joined.map((person) => person.user.id));
    expect(pages.at(-1).items.at(-1).userId).toBe(joined.at(-1)!.user.id);

    // Any page size the caller asks for (within the cap) walks the same list.
    const bySeven = await everyPage(c.id, owner, 7);
    expect(bySeven).toHaveLength(8);
    expect(bySeven.flatMap((page) => page.items.map((m: { userId: string }) => m.userId))).toEqual(
      listed,
    );
  });

  it('answers bad paging with a page, never an error', async () => {
    const owner = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id);
    const res = await get(`/api/collection/${c.id}/members?pageIndex=-3&pageSize=abc`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      items: [],
      pageIndex: 1,
      pageSize: pageSizes.members,
      totalCount: 0,
      hasNextPage: false,
    });
    const bad = await get(`/api/collection/not-a-uuid/members`, owner);
    expect(bad.json()).toMatchObject({ success: false, statusCode: 400 });
  });
});
