import { codeMessages, resendMessages } from '@kolekt/shared/server-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../db/schema';
import { post, validRegistration } from '../../test/auth-helpers';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('e-mail verification codes', () => {
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

  const register = (n: number) =>
    post(t.app, '/api/auth/register', {
      ...validRegistration,
      userName: `person_${n}`,
      email: `person${n}@example.com`,
    });
  const verify = (n: number, otp: string) =>
    post(t.app, '/api/auth/verify-email', {
      email: `person${n}@example.com`,
      otp,
      password: validRegistration.password,
    });
  const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  it('are mailed in the language of the request and stored only hashed', async () => {
    await register(1);
    const code = await smtp.codeFor('person1@example.com');
    expect(smtp.mails.at(-1)?.subject).toBe('Kolekt doğrulama kodunuz');
    const stored = await t.database.db.select().from(emailCodes);
    expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
  });

  it('take 10 tries per address in 10 minutes, the right code too, then answer 429', async () => {
    await register(2);
    const code = await smtp.codeFor('person2@example.com');
    for (let i = 1; i <= 10; i++) {
      const res = await verify(2, wrongCode(code));
      expect([i, res.statusCode, res.json().message]).toEqual([i, 400, codeMessages.rejected]);
    }
    const waiting = await verify(2, code);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(codeMessages.tooMany);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(500);

    await t.app.ctx.limiters.codeTriesEmail.reset('verify:person2@example.com');
    expect((await verify(2, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await register(3);
    const code = await smtp.codeFor('person3@example.com');
    await t.database.db.update(emailCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await verify(3, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(codeMessages.rejected);
  });

  it('accepts the code pasted in lower case with a space, and only once', async () => {
    await register(4);
    const code = await smtp.codeFor('person4@example.com');
    const pasted = ` ${code.slice(0, 3)} ${code.slice(3)}`.toLowerCase();
    expect((await verify(4, pasted)).statusCode).toBe(200);
    expect((await verify(4, code)).statusCode).toBe(400);
  });

  it('rate limits resending per address, and each answer says when the next may come', async () => {
    await register(5);
    const email = 'person5@example.com';
    const resend = async () => {
      // Past the one-a-minute cooldown (unverified-account.test.ts covers it) to reach the 3.
      await t.app.ctx.limiters.resendCodeCooldown.reset(email);
      return post(t.app, '/api/auth/resend-code', { email });
    };
    const replies = [await resend(), await resend(), await resend(), await resend()];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 429]);
    expect(replies[0]!.json().data).toEqual({ retryAfterSeconds: 60 });
    // The third code was the last of the ten minutes: the wait is the window's rest.
    expect(replies[2]!.json().data.retryAfterSeconds).toBeGreaterThan(590);
    expect(replies[3]!.json()).toMatchObject({
      message: resendMessages.tooMany,
      data: { retryAfterSeconds: Number(replies[3]!.headers['retry-after']) },
    });
  });
});
