import { codeMessages, registerMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, refreshCookieOf, validRegistration } from '../../test/auth-helpers';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('account lifecycle: register → e-mailed code → verify → login → refresh → logout', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kolekt <hello@kolekt.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('walks the whole way and guards every step', async () => {
    const registered = await post(t.app, '/api/auth/register', validRegistration, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      success: true,
      statusCode: 201,
      data: { email: 'ayse@example.com' },
    });

    const code = await smtp.codeFor('ayse@example.com');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(smtp.mails.at(-1)?.subject).toBe('Your Kolekt verification code');

    const early = await post(t.app, '/api/auth/login', {
      email: 'ayse@example.com',
      password: 'Str0ng!pass',
    });
    expect(early.statusCode).toBe(403);

    const verified = await post(t.app, '/api/auth/verify-email', {
      email: 'ayse@example.com',
      otp: code,
      password: 'Str0ng!pass',
    });
    expect(verified.json()).toMatchObject({
      success: true,
      statusCode: 200,
      message: registerMessages.verified,
    });
    const again = await post(t.app, '/api/auth/verify-email', {
      email: 'ayse@example.com',
      otp: code,
      password: 'Str0ng!pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(codeMessages.rejected);

    const wrongPassword = await post(t.app, '/api/auth/login', {
      email: 'ayse@example.com',
      password: 'Wr0ng!pass',
    });
    const unknownEmail = await post(t.app, '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wr0ng!pass',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);

    const login = await post(t.app, '/api/auth/login', {
      email: 'AYSE@example.com',
      password: 'Str0ng!pass',
    });
    expect(login.statusCode).toBe(200);
    const session = login.json().data;
    expect(session.user).toMatchObject({ userName: 'ayse_yilmaz', name: 'Ayşe', language: 'en' });
    expect(session.accessToken).toEqual(expect.any(String));
    const cookie = login.cookies.find((c) => c.name === 'kolekt_rt');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      secure: true,
    });
    const firstRefresh = cookie!.value;

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: firstRefresh },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.user.id).toBe(session.user.id);
    const secondRefresh = refreshCookieOf(rotated);
    expect(secondRefresh).toBeDefined();
    expect(secondRefresh).not.toBe(firstRefresh);

    // The first token was already used: presenting it again revokes the whole family…
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: firstRefresh },
    });
    expect(reused.statusCode).toBe(401);
    // …so even the newest token of that family stops working.
    const afterTheft = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: secondRefresh! },
    });
    expect(afterTheft.statusCode).toBe(401);

    const relogin = await post(t.app, '/api/auth/login', {
      email: 'ayse@example.com',
      password: 'Str0ng!pass',
    });
    const { accessToken, user } = relogin.json().data;
    const liveRefresh = refreshCookieOf(relogin)!;
    const auth = { authorization: `Bearer ${accessToken}` };

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth,
      payload: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreign.statusCode).toBe(403);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth,
      cookies: { kolekt_rt: liveRefresh },
      payload: { userId: user.id },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'kolekt_rt')?.value).toBe('');
    const afterLogout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: liveRefresh },
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('refuses a refresh from a foreign origin and concurrent refreshes never both win', async () => {
    const login = await post(t.app, '/api/auth/login', {
      email: 'ayse@example.com',
      password: 'Str0ng!pass',
    });
    const token = refreshCookieOf(login)!;
    const csrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { origin: 'https://evil.example' },
      cookies: { kolekt_rt: token },
    });
    expect(csrf.statusCode).toBe(403);

    const results = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          cookies: { kolekt_rt: token },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    expect(results.every((r) => r.json().statusCode === r.statusCode)).toBe(true);
  });

  it('answers a sign-up of a taken address as any other and tells its owner; a taken username is 409', async () => {
    const sameEmail = await post(t.app, '/api/auth/register', {
      ...validRegistration,
      userName: 'another1',
    });
    expect(sameEmail.statusCode).toBe(201);
    expect(sameEmail.json().message).toBe(registerMessages.registered);
    const notice = await smtp.waitFor(
      (mail) => mail.to === 'ayse@example.com' && mail.subject.includes('sign up'),
    );
    expect(notice.text).toContain('It already has an account, so no new one was made.');
    const sameName = await post(t.app, '/api/auth/register', {
      ...validRegistration,
      userName: 'AYSE_yilmaz',
      email: 'other@example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is already taken.');
  });

  it('reports username availability', async () => {
    const check = async (userName: string) =>
      (await t.app.inject({ url: `/api/user/isAvailableUserName?userName=${userName}` })).json()
        .data;
    expect(await check('ayse_yilmaz')).toBe(false);
    expect(await check('Ayse_Yilmaz')).toBe(false);
    expect(await check('free_name')).toBe(true);
    expect(await check('abc')).toBe(false);
  });
});
