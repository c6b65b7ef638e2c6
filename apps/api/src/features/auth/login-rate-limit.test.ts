import { loginMessages } from '@kolekt/shared/server-messages';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { post, validRegistration } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type * as password from './password';
import { verifyPassword } from './password';

// Every password check is counted: a limit that is checked and counted in two steps lets
// concurrent guesses through to the hash.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

async function registerVerified(t: TestApp, n: number | string) {
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

// A shared Redis keeps counts between runs, so every run uses addresses of its own.
const redisUrl = process.env.TEST_REDIS_URL;
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory', env: {} },
  ...(redisUrl ? [{ store: 'Redis', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('concurrent wrong passwords, limits counted in $store', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    passwordChecks.mockClear();
  });

  const wrongLogins = (count: number, login: (i: number) => [string, string]) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => {
        const [email, address] = login(i);
        return post(t.app, '/api/auth/login', { email, password: 'Wr0ng!pass' }, {}, address);
      }),
    );

  function expectRefusedInEnvelope(replies: Awaited<ReturnType<typeof wrongLogins>>) {
    for (const res of replies.filter((reply) => reply.statusCode === 429)) {
      expect(res.json()).toMatchObject({
        success: false,
        statusCode: 429,
        message: loginMessages.tooMany,
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
  }

  it('check at most 5 passwords of one account; the rest get 429 with Retry-After', async () => {
    const run = randomBytes(4).toString('hex');
    const email = await registerVerified(t, run);
    const replies = await wrongLogins(40, (i) => [email, `fd00::${run.slice(0, 4)}:${i}`]);

    expect(passwordChecks).toHaveBeenCalledTimes(5);
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      passwordChecks.mock.calls.length,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - passwordChecks.mock.calls.length,
    );
    expectRefusedInEnvelope(replies);
  });

  it('check at most 20 passwords from one address', async () => {
    const run = randomBytes(4).toString('hex');
    const replies = await wrongLogins(40, (i) => [
      `nobody${i}-${run}@example.com`,
      `fd00::${run.slice(0, 4)}`,
    ]);

    expect(passwordChecks).toHaveBeenCalledTimes(20);
    expect(replies.filter((res) => res.statusCode === 429)).toHaveLength(
      40 - passwordChecks.mock.calls.length,
    );
    expectRefusedInEnvelope(replies);
  });
});
