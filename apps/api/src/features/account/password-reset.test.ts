import { validationMessages } from '@kolekt/shared/messages';
import { accountMessages, codeMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, validRegistration } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { connectHub, waitFor } from '../../test/hub-client';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accessWorks,
  logIn,
  newPassword,
  password,
  refreshWorks,
  userWithPassword,
} from './account-test-helpers';

describe('forgot and reset password', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string, address = '127.0.0.1') =>
    post(t.app, '/api/auth/forgot-password', { email }, {}, address);
  const reset = (email: string, otp: string, secret = newPassword) =>
    post(t.app, '/api/auth/reset-password', { email, otp, password: secret });
  const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  it('answers the same for an unknown address and mails only a real account', async () => {
    const { user } = await userWithPassword(t.app, { language: 'en' });
    const unknown = await forgot('nobody-here@example.com', '10.0.0.1');
    const known = await forgot(user.email, '10.0.0.1');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      success: true,
      statusCode: 200,
      message: accountMessages.resetRequested,
      data: null,
    });
    expect(unknown.json()).toEqual(known.json());

    const code = await smtp.codeFor(user.email);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(smtp.mails.filter((m) => m.to === user.email).at(-1)?.subject).toBe(
      'Your Kolekt password reset code',
    );
    // The unknown address was looked up first and its lookup is long done: nothing went there.
    expect(smtp.mails.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('sets the new password and ends every session of the user', async () => {
    const { user, session } = await userWithPassword(t.app);
    const second = await logIn(t.app, user.email, password);
    const hub = await connectHub(t.app, second.accessToken);
    let hubClosed = false;
    hub.connection.onclose(() => (hubClosed = true));
    await forgot(user.email.toUpperCase(), '10.0.0.2');
    const code = await smtp.codeFor(user.email);

    const weak = await reset(user.email, code, 'weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.errors.password).toContain(validationMessages.passwordUppercase);
    const wrong = await reset(user.email, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(codeMessages.rejected);

    // As pasted from the mail on a phone: lower case, a space in the middle.
    const done = await reset(user.email, `${code.slice(0, 3)} ${code.slice(3)}`.toLowerCase());
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(accountMessages.resetDone);
    expect((await reset(user.email, code)).statusCode).toBe(400);

    expect(await accessWorks(t.app, session.auth)).toBe(false);
    expect(await accessWorks(t.app, second.auth)).toBe(false);
    expect(await refreshWorks(t.app, session.refresh)).toBe(false);
    expect(await refreshWorks(t.app, second.refresh)).toBe(false);
    await waitFor(() => hubClosed);
    const oldPassword = await post(t.app, '/api/auth/login', { email: user.email, password });
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await logIn(t.app, user.email, newPassword);
    expect(await accessWorks(t.app, fresh.auth)).toBe(true);
  });

  it('refuses wrong codes and an unknown address alike, and 10 tries in 10 minutes are all', async () => {
    const { user } = await userWithPassword(t.app);
    await forgot(user.email, '10.0.0.3');
    const code = await smtp.codeFor(user.email);
    for (let i = 1; i <= 10; i++) {
      expect((await reset(user.email, wrongCode(code))).json().message).toBe(codeMessages.rejected);
    }
    const waiting = await reset(user.email, code);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(codeMessages.tooMany);

    const stranger = await reset('nobody-at-all@example.com', code);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(codeMessages.rejected);
  });

  it('takes only a reset code, and a pending sign-up is no account to reset', async () => {
    const registered = await post(t.app, '/api/auth/register', validRegistration);
    expect(registered.statusCode).toBe(201);
    const verificationCode = await smtp.codeFor(validRegistration.email);
    const withVerificationCode = await reset(validRegistration.email, verificationCode);
    expect(withVerificationCode.json().message).toBe(codeMessages.rejected);
    await forgot(validRegistration.email, '10.0.0.4');

    const { user } = await userWithPassword(t.app);
    await forgot(user.email, '10.0.0.4');
    const resetCode = await smtp.codeFor(user.email);
    const asVerification = await post(t.app, '/api/auth/verify-email', {
      email: user.email,
      otp: resetCode,
      password,
    });
    expect(asVerification.json().message).toBe(codeMessages.rejected);
    expect((await reset(user.email, resetCode)).statusCode).toBe(200);
    // The sign-up's address got its verification code only: a sign-up has no password to reset.
    expect(smtp.mails.filter((m) => m.to === validRegistration.email)).toHaveLength(1);
  });

  it('limits codes per e-mail address, whatever the address has', async () => {
    const { user } = await createUser(t.app);
    for (let i = 0; i < 3; i++) expect((await forgot(user.email, '10.0.0.5')).statusCode).toBe(200);
    const limited = await forgot(user.email, '10.0.0.6');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(accountMessages.tooManyCodes);
    const limitedUnknown = [];
    for (let i = 0; i < 4; i++) limitedUnknown.push((await forgot('ghost@example.com')).statusCode);
    expect(limitedUnknown).toEqual([200, 200, 200, 429]);
  });
});
