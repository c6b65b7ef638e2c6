import { loginMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { post, validRegistration } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

async function registerVerified(t: TestApp, n: number) {
  const email = `limit${n}@example.com`;
  await post(t.app, '/api/auth/register', { ...validRegistration, userName: `limit_${n}`, email });
  await t.database.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.email, email));
  return email;
}

describe('failed-login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('block an account after 5 failures, even with the right password', async () => {
    const email = await registerVerified(t, 1);
    for (let i = 0; i < 5; i++) {
      // Each try comes from another address: the account limit holds regardless.
      const res = await post(
        t.app,
        '/api/auth/login',
        { email, password: 'Wr0ng!pass' },
        {},
        `10.0.0.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(t.app, '/api/auth/login', {
      email,
      password: validRegistration.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      statusCode: 429,
      message: loginMessages.tooMany,
    });
  });

  it('block an address after 20 failures, and a forged X-Forwarded-For does not help', async () => {
    const email = await registerVerified(t, 2);
    for (let i = 0; i < 20; i++) {
      const res = await post(
        t.app,
        '/api/auth/login',
        { email: `nobody${i}@example.com`, password: 'Wr0ng!pass' },
        { 'x-forwarded-for': `203.0.113.${i}` },
        '198.51.100.7',
      );
      expect([i, res.statusCode, res.json().message]).toEqual([i, 401, loginMessages.invalid]);
    }
    const blocked = await post(
      t.app,
      '/api/auth/login',
      { email, password: validRegistration.password },
      { 'x-forwarded-for': '203.0.113.99' },
      '198.51.100.7',
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post(
      t.app,
      '/api/auth/login',
      { email, password: validRegistration.password },
      {},
      '198.51.100.8',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  it('takes the client address from X-Forwarded-For', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      for (let i = 0; i < 20; i++) {
        await post(
          t.app,
          '/api/auth/login',
          { email: `x${i}@example.com`, password: 'Wr0ng!pass' },
          { 'x-forwarded-for': '203.0.113.5' },
        );
      }
      const sameClient = await post(
        t.app,
        '/api/auth/login',
        { email: 'y@example.com', password: 'Wr0ng!pass' },
        { 'x-forwarded-for': '203.0.113.5' },
      );
      expect(sameClient.statusCode).toBe(429);
      const otherClient = await post(
        t.app,
        '/api/auth/login',
        { email: 'y@example.com', password: 'Wr0ng!pass' },
        { 'x-forwarded-for': '203.0.113.6' },
      );
      expect(otherClient.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
