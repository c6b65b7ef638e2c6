import { codeMessages, loginMessages, registerMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { post, validRegistration } from '../../test/auth-helpers';
import { startFakeGoogle } from '../../test/fake-google';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

const clientId = 'kolekt-web.apps.googleusercontent.com';

/**
 * Issue #30, finding 1: an attacker signs up with the victim's address and never proves it. However
 * the victim later proves the address (her own sign-up's code, a code with no password, Google),
 * nothing the attacker chose may come with it, and his password never opens her account.
 */
describe('a sign-up of someone else’s address', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    google = await startFakeGoogle();
    t = await createTestApp({ SMTP_URL: smtp.url, ...google.env, GOOGLE_CLIENT_ID: clientId });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), google.close()]);
  });

  let run = 0;
  function people() {
    run++;
    const email = `vera${run}@example.com`;
    return {
      attacker: {
        ...validRegistration,
        name: 'Mallory',
        surname: 'Evil',
        userName: `mallory_${run}`,
        email,
        password: 'Att4cker!pw',
      },
      victim: {
        ...validRegistration,
        name: 'Vera',
        surname: 'Victim',
        userName: `vera_${run}`,
        email,
        password: 'V1ctim!pass',
      },
    };
  }

  const login = (email: string, password: string) =>
    post(t.app, '/api/auth/login', { email, password });
  const verify = (fields: Record<string, string>) => post(t.app, '/api/auth/verify-email', fields);
  const accountOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const userNameFree = async (userName: string) =>
    (await t.app.inject({ url: `/api/user/isAvailableUserName?userName=${userName}` })).json()
      .data as boolean;

  it('the victim signs up after him and proves the address with her password: the account is hers alone', async () => {
    const { attacker, victim } = people();
    const his = await post(t.app, '/api/auth/register', attacker);
    expect(his.statusCode).toBe(201);
    const hisCode = await smtp.codeFor(victim.email);
    // He has no account: his own password hears only that the address needs verifying.
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(403);

    // She is not told the address is "registered, verify it": her sign-up is like any other.
    const hers = await post(t.app, '/api/auth/register', victim);
    expect(hers.statusCode).toBe(201);
    expect(hers.json()).toEqual(his.json());
    const herCode = await smtp.codeFor(victim.email);

    // The code his sign-up was sent no longer proves anything: hers replaced it.
    const stale = await verify({ email: victim.email, otp: hisCode, password: attacker.password });
    expect(stale.json().message).toBe(codeMessages.rejected);

    const proven = await verify({ email: victim.email, otp: herCode, password: victim.password });
    expect(proven.statusCode).toBe(200);
    expect(proven.json().message).toBe(registerMessages.verified);

    const account = await accountOf(victim.email);
    expect(account).toMatchObject({ name: 'Vera', surname: 'Victim', userName: victim.userName });
    const his401 = await login(attacker.email, attacker.password);
    expect(his401.statusCode).toBe(401);
    expect(his401.json().message).toBe(loginMessages.invalid);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
    expect(await userNameFree(attacker.userName)).toBe(true);
  });

  it('he signs up again after her: her code with her password makes no account with his choices', async () => {
    const { attacker, victim } = people();
    await post(t.app, '/api/auth/register', victim);
    await smtp.codeFor(victim.email);
    await post(t.app, '/api/auth/register', attacker);
    // The newest mail in her inbox is the code of his sign-up; she enters it on her screen.
    const newest = await smtp.codeFor(victim.email);

    const refused = await verify({ email: victim.email, otp: newest, password: victim.password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(registerMessages.passwordMismatch);
    expect(await accountOf(victim.email)).toBeUndefined();
    // The code is spent: he cannot prove his sign-up with it either.
    const his = await verify({ email: victim.email, otp: newest, password: attacker.password });
    expect(his.json().message).toBe(codeMessages.rejected);

    // She signs up again; her sign-up replaces his, and its code with her password is hers.
    await post(t.app, '/api/auth/register', victim);
    const code = await smtp.codeFor(victim.email);
    expect(
      (await verify({ email: victim.email, otp: code, password: victim.password })).statusCode,
    ).toBe(200);
    expect(await accountOf(victim.email)).toMatchObject({
      name: 'Vera',
      userName: victim.userName,
    });
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(401);
  });

  it('she proves the address with the code alone: no password and no name of his comes with it', async () => {
    const { attacker, victim } = people();
    await post(t.app, '/api/auth/register', attacker);
    const code = await smtp.codeFor(victim.email);

    const proven = await verify({ email: victim.email, otp: code });
    expect(proven.statusCode).toBe(200);
    expect(proven.json().message).toBe(registerMessages.verifiedSetPassword);

    const account = await accountOf(victim.email);
    expect(account).toMatchObject({ passwordHash: null, name: 'Kolekt', surname: '' });
    expect(account?.userName).not.toBe(attacker.userName);
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(401);

    // She sets her own password the way the answer told her.
    await post(t.app, '/api/auth/forgot-password', { email: victim.email });
    const resetCode = await smtp.codeFor(victim.email);
    const reset = await post(t.app, '/api/auth/reset-password', {
      email: victim.email,
      otp: resetCode,
      password: victim.password,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(401);
  });

  it('she signs in with Google: her account has her Google names, and his later sign-up changes nothing', async () => {
    const { attacker, victim } = people();
    await post(t.app, '/api/auth/register', attacker);
    google.issue(`token-${run}`, {
      sub: `g-vera-${run}`,
      email: victim.email,
      given_name: 'Vera',
      family_name: 'Victim',
      aud: clientId,
    });
    const signedIn = await post(
      t.app,
      '/api/auth/google-login',
      { token: `token-${run}` },
      { 'accept-language': 'en' },
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ name: 'Vera', surname: 'Victim' });
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(401);

    // He signs up again: the same answer as before, but no code goes out; the owner is told.
    const again = await post(t.app, '/api/auth/register', {
      ...attacker,
      userName: `${attacker.userName}b`,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(registerMessages.registered);
    const notice = await smtp.waitFor(
      (mail) => mail.to === victim.email && mail.subject.includes('sign up'),
    );
    expect(notice.text).not.toMatch(/^\s*[A-Z0-9]{6}\s*$/m);
    // His sign-up answers his password as any unproven one does, and can never be proven.
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(403);
    await post(t.app, '/api/auth/resend-code', { email: victim.email });
    const guess = await verify({ email: victim.email, otp: 'ABCDEF', password: attacker.password });
    expect(guess.json().message).toBe(codeMessages.rejected);

    // The resend's lookup runs after its reply: give a wrongly sent code time to arrive.
    await sleep(1500);
    const back = await post(t.app, '/api/auth/google-login', { token: `token-${run}` });
    expect(back.json().data.user).toMatchObject({
      id: signedIn.json().data.user.id,
      name: 'Vera',
    });
    expect(smtp.mails.filter((mail) => mail.to === victim.email)).toHaveLength(2);
  });
});
