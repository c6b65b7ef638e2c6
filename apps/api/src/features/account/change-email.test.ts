import { accountMessages, codeMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logIn, password, userWithPassword } from './account-test-helpers';

describe('change e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const start = (headers: Record<string, string>, newEmail: string, secret = password) =>
    post(t.app, '/api/user/email', { newEmail, password: secret }, headers);
  const confirm = (headers: Record<string, string>, otp: string) =>
    post(t.app, '/api/user/email/verify', { otp }, headers);
  const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  it('mails a code to the new address and changes it only when the code comes back', async () => {
    const { user, session } = await userWithPassword(t.app, { language: 'en' });
    const started = await start(session.auth, 'Moved.Here@Example.com');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: accountMessages.emailChangeCodeSent,
      data: { newEmail: 'moved.here@example.com' },
    });
    const code = await smtp.codeFor('moved.here@example.com');
    expect(smtp.mails.at(-1)?.subject).toBe('Confirm your new e-mail address');
    expect(smtp.mails.some((m) => m.to === user.email)).toBe(false);
    // Nothing changed yet: the old address still signs in.
    expect((await logIn(t.app, user.email, password)).accessToken).toBeTruthy();

    const wrong = await confirm(session.auth, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(codeMessages.invalid);
    const done = await confirm(session.auth, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: accountMessages.emailChanged,
      data: { email: 'moved.here@example.com' },
    });

    const oldAddress = await post(t.app, '/api/auth/login', { email: user.email, password });
    expect(oldAddress.statusCode).toBe(401);
    expect((await logIn(t.app, 'MOVED.HERE@example.com', password)).accessToken).toBeTruthy();
    expect((await confirm(session.auth, code)).json().message).toBe(codeMessages.missing);
  });

  it('answers a taken address (in any case) as any other but sends it no code; refuses the same address and a wrong password', async () => {
    const { user, session } = await userWithPassword(t.app);
    const other = await createUser(t.app, { email: 'taken.address@example.com' });
    const taken = await start(session.auth, 'Taken.Address@example.com');
    const free = await start(session.auth, 'not.taken@example.com');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(free.json().message);
    await smtp.codeFor('not.taken@example.com');
    expect(smtp.mails.some((m) => m.to === 'taken.address@example.com')).toBe(false);
    // No code went out, so none can take the address over.
    expect((await confirm(session.auth, 'ABCDEF')).statusCode).toBe(400);
    const same = await start(session.auth, user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(accountMessages.emailUnchanged);
    const wrong = await start(session.auth, 'fresh.one@example.com', 'Wr0ng!pass');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.passwordIncorrect);
    expect(smtp.mails.some((m) => m.to === 'fresh.one@example.com')).toBe(false);
    expect(other.user.email).toBe('taken.address@example.com');
  });

  it('answers 409 when the address was taken between the code and its confirmation', async () => {
    const { session } = await userWithPassword(t.app);
    await start(session.auth, 'contested@example.com');
    const code = await smtp.codeFor('contested@example.com');
    await createUser(t.app, { email: 'Contested@example.com' });
    const late = await confirm(session.auth, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(accountMessages.emailTaken);
  });

  it('refuses a code of another purpose and a Google-only account', async () => {
    const { session } = await userWithPassword(t.app);
    expect((await confirm(session.auth, 'ABCDEF')).json().message).toBe(codeMessages.missing);
    const google = await createUser(t.app, { googleId: 'google-only-2' });
    const refused = await start(google.auth, 'somewhere@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(accountMessages.passwordNotSet);
  });
});
