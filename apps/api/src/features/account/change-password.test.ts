import { validationMessages } from '@kolekt/shared/messages';
import { accountMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, refreshCookieOf } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { connectHub, waitFor } from '../../test/hub-client';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/access-token';
import {
  accessWorks,
  logIn,
  newPassword,
  password,
  refreshWorks,
  userWithPassword,
} from './account-test-helpers';

describe('change password', () => {
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

  const change = (headers: Record<string, string>, currentPassword: string, next = newPassword) =>
    post(t.app, '/api/user/password', { currentPassword, newPassword: next }, headers);

  it('keeps this sign-in with a fresh access token and ends every other one', async () => {
    const { user, session } = await userWithPassword(t.app);
    const other = await logIn(t.app, user.email, password);
    const otherHub = await connectHub(t.app, other.accessToken);
    let otherClosed = false;
    otherHub.connection.onclose(() => (otherClosed = true));

    const changed = await change(session.auth, password);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      success: true,
      message: accountMessages.passwordChanged,
      data: { accessToken: expect.any(String), user: { id: user.id, email: user.email } },
    });
    const fresh = { authorization: `Bearer ${changed.json().data.accessToken}` };

    expect(await accessWorks(t.app, fresh)).toBe(true);
    // Every token issued before the change is refused, this device's old one too…
    expect(await accessWorks(t.app, session.auth)).toBe(false);
    expect(await accessWorks(t.app, other.auth)).toBe(false);
    expect(await refreshWorks(t.app, other.refresh)).toBe(false);
    await waitFor(() => otherClosed);
    // …but this device's sign-in stands: its refresh cookie still works.
    expect(await refreshWorks(t.app, session.refresh)).toBe(true);

    const oldLogin = await post(t.app, '/api/auth/login', { email: user.email, password });
    expect(oldLogin.statusCode).toBe(401);
    expect((await logIn(t.app, user.email, newPassword)).accessToken).toBeTruthy();
  });

  it('starts a new sign-in, with its refresh cookie, for a token that names none', async () => {
    const { user, session } = await userWithPassword(t.app);
    // Factory tokens, like tokens from before sign-ins were named, carry no sign-in id.
    const unnamed = {
      authorization: `Bearer ${await signAccessToken(user.id, t.app.ctx.secrets.jwtKey)}`,
    };
    const changed = await change(unnamed, password);
    expect(changed.statusCode).toBe(200);
    const cookie = changed.cookies.find((c) => c.name === 'kolekt_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(
      await accessWorks(t.app, { authorization: `Bearer ${changed.json().data.accessToken}` }),
    ).toBe(true);
    expect(await refreshWorks(t.app, refreshCookieOf(changed)!)).toBe(true);
    expect(await refreshWorks(t.app, session.refresh)).toBe(false);
  });

  it.each([
    ['tr', 'Kolekt şifreniz değiştirildi', 'Şifremi unuttum'],
    ['en', 'Your Kolekt password was changed', 'Forgot password'],
  ] as const)(
    'tells the account in %s that its password changed',
    async (language, subject, undo) => {
      const { user, session } = await userWithPassword(t.app, { language });
      expect((await change(session.auth, password)).statusCode).toBe(200);
      const mail = await smtp.waitFor((m) => m.to === user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(user.name);
      expect(mail.text).toContain(undo);
    },
  );

  it('refuses a wrong current password without touching the session or mailing', async () => {
    const { user, session } = await userWithPassword(t.app);
    const wrong = await change(session.auth, 'Wr0ng!pass');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.passwordIncorrect);
    expect(await accessWorks(t.app, session.auth)).toBe(true);
    expect(smtp.mails.some((m) => m.to === user.email)).toBe(false);
  });

  it('holds the new password to the registration rules and to being new', async () => {
    const { session } = await userWithPassword(t.app);
    const weak = await change(session.auth, password, 'alllowercase1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.errors.newPassword).toContain(validationMessages.passwordUppercase);
    const same = await change(session.auth, password, password);
    expect(same.statusCode).toBe(400);
    expect(same.json().data.errors.newPassword).toContain(
      validationMessages.newPasswordSameAsCurrent,
    );
  });

  it('tells a Google-only account it has no password, and refuses guests', async () => {
    const google = await createUser(t.app, { googleId: 'google-only-1' });
    const refused = await change(google.auth, password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(accountMessages.passwordNotSet);
    expect((await change({}, password)).statusCode).toBe(401);
  });

  it('counts wrong current passwords as failed logins of the account', async () => {
    const { session } = await userWithPassword(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await change(session.auth, 'Wr0ng!pass')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(session.auth, password)).statusCode).toBe(429);
  });
});
