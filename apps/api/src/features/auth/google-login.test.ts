import { loginMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, users } from '../../db/schema';
import {
  post,
  refreshCookieOf,
  registerVerified,
  validRegistration,
} from '../../test/auth-helpers';
import { startFakeGoogle } from '../../test/fake-google';
import { findRegistration } from './registrations';
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

  it('drops a sign-up of the address that was never proven: its password and names go with it', async () => {
    const attacker = {
      ...validRegistration,
      userName: 'not_the_victim',
      name: 'Mallory',
      email: 'victim@gmail.com',
    };
    expect((await post(t.app, '/api/auth/register', attacker)).statusCode).toBe(201);
    expect(await findRegistration(t.database.db, attacker.email)).toBeDefined();

    google.issue('token-victim', {
      sub: 'g-victim',
      email: 'Victim@gmail.com',
      given_name: 'Vera',
      family_name: 'Victim',
      aud: clientId,
    });
    const res = await post(t.app, '/api/auth/google-login', { token: 'token-victim' });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({ email: 'victim@gmail.com', name: 'Vera', userName: 'victim' });

    const rows = await t.database.db.select().from(users).where(eq(users.email, attacker.email));
    expect(rows).toEqual([expect.objectContaining({ id: user.id, passwordHash: null })]);
    expect(await findRegistration(t.database.db, attacker.email)).toBeUndefined();
    // The sign-up's username is free again: nothing of the attacker's claim is left.
    const check = await t.app.inject({
      url: '/api/user/isAvailableUserName?userName=not_the_victim',
    });
    expect(check.json().data).toBe(true);
    const attackerLogin = await post(t.app, '/api/auth/login', {
      email: attacker.email,
      password: attacker.password,
    });
    expect(attackerLogin.statusCode).toBe(401);
    expect(attackerLogin.json()).toMatchObject({ success: false, message: loginMessages.invalid });
  });

  it('links a verified password account, whose owner keeps the password', async () => {
    const owner = { ...validRegistration, userName: 'verified_owner', email: 'owner@gmail.com' };
    await registerVerified(t.app, owner);
    const [registered] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, owner.email));

    google.issue('token-owner', { sub: 'g-owner', email: owner.email, aud: clientId });
    const res = await post(t.app, '/api/auth/google-login', { token: 'token-owner' });
    expect(res.json().data.user).toMatchObject({ id: registered?.id, userName: 'verified_owner' });
    const login = await post(t.app, '/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.statusCode).toBe(200);
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
