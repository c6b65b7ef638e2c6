import { resendMessages, serverMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, refreshCookieOf, validRegistration } from '../../test/auth-helpers';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('codes for a pending sign-up, and a guest’s start-up refresh', () => {
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

  it('sends one code a minute, and says how long until the next, for any address alike', async () => {
    const account = { ...validRegistration, userName: 'waiting_one', email: 'wait@example.com' };
    await post(t.app, '/api/auth/register', account);
    const sent = await post(t.app, '/api/auth/resend-code', { email: account.email });
    expect(sent.json()).toMatchObject({
      success: true,
      message: resendMessages.sent,
      data: { retryAfterSeconds: 60 },
    });

    const tooSoon = await post(t.app, '/api/auth/resend-code', { email: account.email });
    expect(tooSoon.statusCode).toBe(429);
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toMatchObject({
      message: resendMessages.tooSoon,
      data: { retryAfterSeconds: wait },
    });

    // No account behind the address: the same answer, so the wait finds no accounts either.
    const unknown = await post(t.app, '/api/auth/resend-code', { email: 'nobody@example.com' });
    expect(unknown.json()).toMatchObject({
      message: resendMessages.sent,
      data: { retryAfterSeconds: 60 },
    });
  });

  it('answers a refresh without a session cookie with no session, not an error', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({
      success: true,
      message: serverMessages.noSession,
      data: null,
      statusCode: 200,
    });
    expect(refreshCookieOf(guest)).toBeUndefined();

    // A cookie that is no good is still refused, and cleared.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: 'not-a-token' },
    });
    expect(stale.statusCode).toBe(401);
    expect(refreshCookieOf(stale)).toBe('');
  });
});
