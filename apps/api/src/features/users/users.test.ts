import { validationMessages as m } from '@kolekt/shared/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function imageUpload(data: Buffer, filename = 'me.png', type = 'image/png') {
  const boundary = '----kolekt-image';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('users and follows', () => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof createUser>>;
  let ben: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await createUser(t.app, { name: 'Ada', surname: 'Lovelace', userName: 'ada_l' });
    ben = await createUser(t.app, { name: 'Ben', surname: 'Kaya' });
  });
  afterAll(() => t.close());

  const profile = (id: string, headers: Record<string, string> = {}) =>
    t.app
      .inject({ url: `/api/user/${id}`, headers })
      .then((r) => ({ status: r.statusCode, data: r.json().data, message: r.json().message }));
  const follow = (
    headers: Record<string, string>,
    followerId: string,
    followingId: string,
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/user/follow' : '/api/user/unfollow',
      headers,
      payload: { followerId, followingId },
    });

  it('shows profiles with isEditable and isCurrentUserFollow for the caller', async () => {
    expect((await profile(ada.user.id, ada.auth)).data).toMatchObject({
      userName: 'ada_l',
      isEditable: true,
      isCurrentUserFollow: null,
    });
    expect((await profile(ada.user.id, ben.auth)).data).toMatchObject({
      isEditable: false,
      isCurrentUserFollow: false,
    });
    expect((await profile(ada.user.id)).data).toMatchObject({
      isEditable: false,
      isCurrentUserFollow: null,
    });
    const missing = await profile('00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.message]).toEqual([404, 'User not found']);
    const byName = (await t.app.inject({ url: '/api/user/userName?username=ADA_L' })).json().data;
    expect(byName.id).toBe(ada.user.id);
    expect((await profile(ada.user.id)).data).not.toHaveProperty('email');
  });

  it('edits only the caller’s own profile, with the spec messages', async () => {
    const edit = (payload: Record<string, unknown>, headers: Record<string, string> = ben.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/user/update', headers, payload });
    expect((await edit({ name: 'X', surname: 'Y' }, {})).statusCode).toBe(401);
    const saved = await edit({
      name: 'Benjamin',
      surname: 'Kaya',
      biography: 'Collects lamps.',
      profileImagePath: '',
    });
    expect(saved.json().data).toMatchObject({
      name: 'Benjamin',
      biography: 'Collects lamps.',
      profileImagePath: null,
      isEditable: true,
    });
    expect((await profile(ada.user.id)).data.name).toBe('Ada');
    expect((await edit({ name: '', surname: 'K' })).json().message).toBe(m.profileNameRequired);
    expect((await edit({ name: 'N'.repeat(21), surname: 'K' })).json().message).toBe(
      m.profileNameTooLong,
    );
    expect((await edit({ name: 'N', surname: '' })).json().message).toBe(m.profileSurnameRequired);
    expect((await edit({ name: 'N', surname: 'S'.repeat(21) })).json().message).toBe(
      m.profileSurnameTooLong,
    );
    expect(
      (await edit({ name: 'N', surname: 'S', biography: 'b'.repeat(501) })).json().message,
    ).toBe(m.biographyTooLong);
    expect(
      (await edit({ name: 'N', surname: 'S', profileImagePath: 'not a url' })).json().message,
    ).toBe(m.profileImagePathInvalid);
    expect(
      (
        await edit({
          name: 'N',
          surname: 'S',
          profileImagePath: `https://x.com/${'a'.repeat(250)}`,
        })
      ).json().message,
    ).toBe(m.profileImagePathTooLong);
  });

  it('stores an uploaded picture, checks its bytes and serves it and initials avatars', async () => {
    const upload = imageUpload(png);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      headers: { ...ada.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(saved.statusCode).toBe(200);
    const path: string = saved.json().data.profileImagePath;
    expect(path).toMatch(new RegExp(`^/avatars/${ada.user.id}\\.png\\?v=[0-9a-f]{12}$`));
    expect(path.length).toBeLessThanOrEqual(255);
    expect((await profile(ada.user.id)).data.profileImagePath).toBe(path);
    const served = await t.app.inject({ url: path });
    // Re-encoded, never stored as sent (profile-image.test.ts holds the details).
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const fake = imageUpload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      headers: { ...ada.auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    const big = imageUpload(Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]));
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      headers: { ...ada.auth, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, statusCode: 413 });

    const initials = await t.app.inject({ url: `/avatars/${ben.user.id}.png` });
    expect(initials.headers['content-type']).toBe('image/svg+xml');
    expect(initials.body).toContain('>BK</text>');
    expect(
      (await t.app.inject({ url: '/avatars/00000000-0000-4000-8000-000000000000.png' })).statusCode,
    ).toBe(404);
  });

  it('follows idempotently, only as oneself, never oneself', async () => {
    expect((await follow(ben.auth, ada.user.id, ben.user.id)).statusCode).toBe(403);
    expect((await follow(ben.auth, ben.user.id, ben.user.id)).statusCode).toBe(400);
    expect(
      (await follow(ben.auth, ben.user.id, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await follow({}, ben.user.id, ada.user.id)).statusCode).toBe(401);
    expect((await follow(ben.auth, ben.user.id, ada.user.id)).json().data).toEqual({
      isCurrentUserFollow: true,
      followerCount: 1,
    });
    expect((await follow(ben.auth, ben.user.id, ada.user.id)).json().data).toEqual({
      isCurrentUserFollow: true,
      followerCount: 1,
    });
    expect((await profile(ada.user.id, ben.auth)).data).toMatchObject({
      followerCount: 1,
      isCurrentUserFollow: true,
    });
    expect((await profile(ben.user.id)).data.followingCount).toBe(1);

    const followers = (
      await t.app.inject({ url: `/api/user/followers/${ada.user.id}`, headers: ada.auth })
    ).json().data;
    expect(followers.items).toEqual([
      expect.objectContaining({ id: ben.user.id, isFollowing: false }),
    ]);
    const followings = (
      await t.app.inject({ url: `/api/user/followings/${ben.user.id}`, headers: ben.auth })
    ).json().data;
    expect(followings.items).toEqual([
      expect.objectContaining({ id: ada.user.id, isFollowing: true }),
    ]);

    expect((await follow(ben.auth, ben.user.id, ada.user.id, 'DELETE')).json().data).toEqual({
      isCurrentUserFollow: false,
      followerCount: 0,
    });
    expect((await follow(ben.auth, ben.user.id, ada.user.id, 'DELETE')).json().data).toEqual({
      isCurrentUserFollow: false,
      followerCount: 0,
    });
  });

  it('keeps follower counts equal to the rows under 50 concurrent follow/unfollow calls', async () => {
    const star = await createUser(t.app);
    const fans = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const fan = fans[i % 10]!;
        return follow(fan.auth, fan.user.id, star.user.id, i % 3 === 0 ? 'DELETE' : 'POST');
      }),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [rows] = await t.database.db
      .select({ total: count() })
      .from(follows)
      .where(eq(follows.followingId, star.user.id));
    const [counter] = await t.database.db
      .select({ followerCount: users.followerCount })
      .from(users)
      .where(eq(users.id, star.user.id));
    expect(counter!.followerCount).toBe(rows!.total);
    for (const fan of fans) {
      const [own] = await t.database.db
        .select({ total: count() })
        .from(follows)
        .where(eq(follows.followerId, fan.user.id));
      const [kept] = await t.database.db
        .select({ followingCount: users.followingCount })
        .from(users)
        .where(eq(users.id, fan.user.id));
      expect(kept!.followingCount).toBe(own!.total);
    }
  });

  it('searches people by name, surname or username', async () => {
    const found = (await t.app.inject({ url: '/api/user/search?query=lovel' })).json().data.items;
    expect(found).toEqual([expect.objectContaining({ id: ada.user.id, userName: 'ada_l' })]);
    expect((await t.app.inject({ url: '/api/user/search?query=a' })).json().message).toBe(
      m.searchQueryTooShort,
    );
  });

  it('finds a person from the first letters of the username, as an inviting owner types it', async () => {
    for (const typed of ['ad', 'ada_']) {
      const page = (
        await t.app.inject({ url: `/api/user/search?query=${typed}&pageIndex=1&pageSize=6` })
      ).json().data;
      expect(page.pageSize).toBe(6);
      expect(page.items).toContainEqual(expect.objectContaining({ userName: 'ada_l' }));
    }
  });
});
