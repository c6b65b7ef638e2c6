import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, users } from '../../db/schema';
import { post, refreshCookieOf, validRegistration } from '../../test/auth-helpers';
import { startFakeGoogle } from '../../test/fake-google';
import { createTestApp, type TestApp } from '../../test/test-app';

const clientId = 'kolekt-web.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let t: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({ ...google.env, GOOGLE_CLIENT_ID: clientId });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('publishes the client id for the web app', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json().data).toMatchObject({ googleClientId: clientId });
  });

  it('creates a verified user with a free username and a default collection, then signs in', async () => {
    google.issue('token-new', {
      sub: 'g-1',
      email: 'Deniz.Kaya@gmail.com',
      given_name: 'Deniz',
      family_name: 'Kaya',
      aud: clientId,
    });
    const res = await post(t.app, '/api/auth/google-login', { token: 'token-new' });
    expect(res.statusCode).toBe(200);
    const { user, accessToken } = res.json().data;
    expect(accessToken).toEqual(expect.any(String));
    expect(refreshCookieOf(res)).toBeDefined();
    expect(user).toMatchObject({
      email: 'deniz.kaya@gmail.com',
      name: 'Deniz',
      surname: 'Kaya',
      userName: 'deniz.kaya',
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
    const owned = await t.database.db
      .select()
      .from(collections)
      .where(eq(collections.userId, user.id));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ isImmutable: true, isPublic: false });

    const again = await post(t.app, '/api/auth/google-login', { token: 'token-new' });
    expect(again.json().data.user.id).toBe(user.id);
  });

  it('generates another username when the natural one is taken', async () => {
    await post(t.app, '/api/auth/register', {
      ...validRegistration,
      userName: 'ozan.demir',
      email: 'ozan@example.com',
    });
    google.issue('token-ozan', {
      sub: 'g-2',
      email: 'ozan.demir@gmail.com',
      given_name: 'Ozan',
      family_name: 'Demir',
      aud: clientId,
    });
    const res = await post(t.app, '/api/auth/google-login', { token: 'token-ozan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.userName).toMatch(/^ozan\.demir\d{4}$/);
  });

  it('refuses a token issued to another application', async () => {
    google.issue('token-other-app', {
      sub: 'g-3',
      email: 'eve@gmail.com',
      aud: 'someone-else.apps.googleusercontent.com',
    });
    const res = await post(t.app, '/api/auth/google-login', { token: 'token-other-app' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Google authentication failed' });
    const created = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'eve@gmail.com'));
    expect(created).toHaveLength(0);
  });

  it('answers 401, not 500, when Google answers something that is not JSON', async () => {
    const res = await post(t.app, '/api/auth/google-login', { token: 'not-json' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Google authentication failed');
  });

  it('refuses an unknown token and an unverified e-mail', async () => {
    expect((await post(t.app, '/api/auth/google-login', { token: 'made-up' })).statusCode).toBe(
      401,
    );
    google.issue('token-unverified', {
      sub: 'g-4',
      email: 'mallory@gmail.com',
      email_verified: false,
      aud: clientId,
    });
    expect(
      (await post(t.app, '/api/auth/google-login', { token: 'token-unverified' })).statusCode,
    ).toBe(401);
  });

  it('is refused when no client id is configured', async () => {
    const plain = await createTestApp(google.env);
    try {
      google.issue('token-x', { sub: 'g-5', email: 'x@gmail.com', aud: clientId });
      const res = await post(plain.app, '/api/auth/google-login', { token: 'token-x' });
      expect(res.statusCode).toBe(401);
      expect(
        (await plain.app.inject({ url: '/api/config' })).json().data.googleClientId,
      ).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
