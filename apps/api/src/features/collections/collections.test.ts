import { validationMessages as m } from '@kolekt/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('collections', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { name: 'Owner', userName: 'the_owner' });
    other = await createUser(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers }).then((res) => ({ status: res.statusCode, body: res.json() }));
  const put = (payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/collection/update', payload, headers });

  it('creates a private collection by default, with the spec messages for bad input', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/collection/create',
      headers: owner.auth,
      payload: { name: '  Summer  ', description: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Summer',
      description: null,
      isPublic: false,
      isEditable: true,
      isImmutable: false,
      likeCount: 0,
      status: 0,
      user: { name: 'Owner', userName: 'the_owner' },
    });

    const bad = async (payload: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/collection/create',
          headers: owner.auth,
          payload,
        })
      ).json();
    expect((await bad({ name: '' })).message).toBe(m.collectionNameRequired);
    expect((await bad({ name: 'a' })).message).toBe(m.collectionNameTooShort);
    expect((await bad({ name: 'a'.repeat(31) })).message).toBe(m.collectionNameTooLong);
    expect((await bad({ name: 'Fine', description: 'abc' })).message).toBe(
      m.descriptionTooShortIfProvided,
    );
    expect((await bad({ name: 'Fine', description: 'x'.repeat(251) })).statusCode).toBe(400);

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/collection/create',
      payload: { name: 'Guest' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('shows a private collection to its owner only: 404 for everyone else, like a missing one', async () => {
    const secret = await createCollection(t.app, owner.user.id, {
      isPublic: false,
      name: 'Secret',
    });
    expect((await get(`/api/collection/${secret.id}`, owner.auth)).status).toBe(200);
    const asOther = await get(`/api/collection/${secret.id}`, other.auth);
    const asGuest = await get(`/api/collection/${secret.id}`);
    const missing = await get('/api/collection/00000000-0000-4000-8000-000000000000', other.auth);
    expect(asOther).toEqual(missing);
    expect(asGuest).toEqual(missing);
    expect(missing.status).toBe(404);
    expect((await get('/api/collection/not-a-uuid')).body.message).toBe(m.collectionIdInvalid);
  });

  it('computes isEditable and isCurrentUserLiked for the caller', async () => {
    const open = await createCollection(t.app, owner.user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/like/create',
      headers: other.auth,
      payload: { CollectionId: open.id },
    });
    const asOwner = (await get(`/api/collection/${open.id}`, owner.auth)).body.data;
    const asOther = (await get(`/api/collection/${open.id}`, other.auth)).body.data;
    const asGuest = (await get(`/api/collection/${open.id}`)).body.data;
    expect([asOwner.isEditable, asOwner.isCurrentUserLiked]).toEqual([true, false]);
    expect([asOther.isEditable, asOther.isCurrentUserLiked]).toEqual([false, true]);
    expect([asGuest.isEditable, asGuest.isCurrentUserLiked]).toEqual([false, false]);
  });

  it('lets only the owner update, and keeps the default collection immutable', async () => {
    const mine = await createCollection(t.app, owner.user.id, { isPublic: false });
    const body = {
      id: mine.id,
      name: 'Renamed',
      description: 'A longer text',
      isPublic: 'true',
      status: '0',
    };
    expect((await put(body, other.auth)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/collection/update', payload: body }))
        .statusCode,
    ).toBe(401);
    const updated = await put(body, owner.auth);
    expect(updated.json().data).toMatchObject({
      name: 'Renamed',
      isPublic: true,
      description: 'A longer text',
    });

    const active = (await get('/api/collection/active?pageSize=50', owner.auth)).body.data;
    const starred = active.items.find((c: { isImmutable: boolean }) => c.isImmutable);
    expect(active.items[0].id).toBe(starred.id);
    for (const change of [
      { name: 'New name' },
      { status: 2 },
      { status: 1 },
      { isPublic: 'true' },
    ]) {
      const res = await put(
        {
          id: starred.id,
          name: starred.name,
          description: '',
          isPublic: 'false',
          status: 0,
          ...change,
        },
        owner.auth,
      );
      expect(res.statusCode).toBe(403);
    }
    const bad = await put({ ...body, description: 'abc' }, owner.auth);
    expect(bad.json().message).toBe(m.descriptionTooShort);
    const tooLong = await put({ ...body, description: 'x'.repeat(251) }, owner.auth);
    expect(tooLong.json().message).toBe(m.descriptionTooLong);
  });

  it('allows only the status transitions of spec §4, and deleted is gone for everyone', async () => {
    const c = await createCollection(t.app, owner.user.id, { name: 'Moves' });
    const move = (status: number) =>
      put({ id: c.id, name: 'Moves', description: '', isPublic: 'true', status }, owner.auth);
    expect((await move(2)).statusCode).toBe(200);
    const archived = (await get('/api/collection/archived', owner.auth)).body.data.items;
    expect(archived[0].id).toBe(c.id);
    expect((await move(1)).statusCode).toBe(400);
    expect((await move(0)).statusCode).toBe(200);
    expect((await move(1)).statusCode).toBe(200);
    expect((await get(`/api/collection/${c.id}`, owner.auth)).status).toBe(404);
    expect((await get(`/api/collection/${c.id}`)).status).toBe(404);
    expect((await move(0)).statusCode).toBe(404);
    const lists = await Promise.all([
      get('/api/collection/active?pageSize=50', owner.auth),
      get('/api/collection/archived?pageSize=50', owner.auth),
      get('/api/collection/mostLiked?pageSize=50'),
      get('/api/collection/lastAdded?pageSize=50'),
    ]);
    for (const list of lists) {
      expect(list.body.data.items.map((item: { id: string }) => item.id)).not.toContain(c.id);
    }
  });

  it('lists only public active collections to others', async () => {
    const author = await createUser(t.app);
    const pub = await createCollection(t.app, author.user.id, { name: 'Public one' });
    const priv = await createCollection(t.app, author.user.id, {
      name: 'Private one',
      isPublic: false,
    });
    const arch = await createCollection(t.app, author.user.id, { name: 'Archived one', status: 2 });
    const urls = [
      '/api/collection/mostLiked?pageSize=50',
      '/api/collection/lastAdded?pageSize=50',
      `/api/collection/othersCollections?userId=${author.user.id}&pageSize=50`,
      '/api/collection/name?name=one&pageSize=50',
    ];
    for (const url of urls) {
      for (const headers of [{}, other.auth]) {
        const ids = (await get(url, headers)).body.data.items.map(
          (item: { id: string }) => item.id,
        );
        expect(ids).toContain(pub.id);
        expect(ids).not.toContain(priv.id);
        expect(ids).not.toContain(arch.id);
      }
    }
    const own = (await get('/api/collection/name?name=one&pageSize=50', author.auth)).body.data
      .items;
    expect(own.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([pub.id, priv.id]),
    );
    const byUser = (await get('/api/collection/nameByUser?name=private', author.auth)).body.data
      .items;
    expect(byUser.map((item: { id: string }) => item.id)).toEqual([priv.id]);
    expect((await get('/api/collection/nameByUser?name=x')).status).toBe(401);
    expect((await get('/api/collection/active')).status).toBe(401);
    expect((await get('/api/collection/archived')).status).toBe(401);
  });

  it('finds one’s default collection by its name in either language, and only one’s own', async () => {
    const author = await createUser(t.app, { language: 'en' });
    const ids = async (url: string, headers: Record<string, string>) =>
      (await get(url, headers)).body.data.items.map((item: { id: string }) => item.id);
    const [favourites] = await ids('/api/collection/nameByUser?name=my%20favorites', author.auth);
    expect(favourites).toBeDefined();
    // Stored as "My Favorites", shown as "Favorilerim" in the Turkish interface.
    for (const query of ['Favorilerim', 'favori', 'FAVORİLER']) {
      const name = encodeURIComponent(query);
      expect(await ids(`/api/collection/nameByUser?name=${name}`, author.auth)).toEqual([
        favourites,
      ]);
      expect(await ids(`/api/collection/name?name=${name}&pageSize=50`, author.auth)).toContain(
        favourites,
      );
      expect(await ids(`/api/collection/name?name=${name}&pageSize=50`, other.auth)).not.toContain(
        favourites,
      );
    }
  });

  it('pages with the spec defaults, caps pageSize, and never repeats an item across pages', async () => {
    const author = await createUser(t.app);
    for (let i = 0; i < 12; i++)
      await createCollection(t.app, author.user.id, { name: `Paged ${i}` });
    const active = (await get('/api/collection/active', author.auth)).body.data;
    expect(active).toMatchObject({ pageIndex: 1, pageSize: 5, totalCount: 13, hasNextPage: true });
    expect(active.items).toHaveLength(5);
    const ids: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = (await get(`/api/collection/active?pageIndex=${page}`, author.auth)).body.data;
      ids.push(...data.items.map((item: { id: string }) => item.id));
      expect(data.hasNextPage).toBe(page < 3);
    }
    expect(new Set(ids).size).toBe(13);
    const capped = (await get('/api/collection/mostLiked?pageSize=100000')).body.data;
    expect(capped.pageSize).toBe(50);
    expect((await get('/api/collection/lastAdded')).body.data.pageSize).toBe(4);
    expect(
      (await get('/api/collection/mostLiked?pageIndex=-3&pageSize=abc')).body.data,
    ).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('counts a view once per viewer per 24 hours, never the owner', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const view = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app
        .inject({ url: `/api/collection/${c.id}`, headers, remoteAddress })
        .then((r) => r.json().data.viewCount);
    expect(await view(owner.auth)).toBe(0);
    expect(await view(other.auth)).toBe(1);
    expect(await view(other.auth)).toBe(1);
    expect(await view({}, '198.51.100.1')).toBe(2);
    expect(await view({}, '198.51.100.1')).toBe(2);
    expect(await view({}, '198.51.100.2')).toBe(3);
    expect(await view(owner.auth)).toBe(3);
    // A day later the same viewer counts again.
    await t.database.db.execute(
      sql`update collection_views set viewed_at = now() - interval '25 hours'`,
    );
    expect(await view(other.auth)).toBe(4);
    expect(await view(other.auth)).toBe(4);
  });
});
