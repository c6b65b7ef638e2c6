import { loginMessages } from '@kolekt/shared/server-messages';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, registerVerified, validRegistration } from '../../test/auth-helpers';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trustCookieName } from './browser-trust';
import type * as password from './password';
import { verifyPassword } from './password';
import { throttleRules } from './sign-in-throttle';

// Every password check is counted: a limit that is checked and counted in two steps lets
// concurrent guesses through to the hash.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

const wrong = 'Wr0ng!pass';
const run = () => randomBytes(4).toString('hex');

function account(id: string) {
  return { ...validRegistration, userName: `limit_${id}`, email: `limit-${id}@example.com` };
}

function login(
  t: TestApp,
  email: string,
  secret: string,
  from: { address?: string; trust?: string; headers?: Record<string, string> } = {},
) {
  const headers = { ...from.headers };
  if (from.trust) headers.cookie = `${trustCookieName}=${from.trust}`;
  return post(t.app, '/api/auth/login', { email, password: secret }, headers, from.address);
}

const trustOf = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === trustCookieName)?.value;

function expectWait(res: LightMyRequestResponse, seconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    success: false,
    statusCode: 429,
    message: loginMessages.tooMany,
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - 2);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

describe('wrong passwords slow guessers down and never lock the owner out', () => {
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

  it('strangers’ guesses from many addresses wait longer and longer; the owner’s browser still gets in, and she is told', async () => {
    const id = run();
    const owner = account(id);
    const email = await registerVerified(t.app, owner, '198.51.100.1');
    const first = await login(t, email, owner.password, { address: '198.51.100.1' });
    expect(first.statusCode).toBe(200);
    const trust = trustOf(first);
    expect(trust).toBeTruthy();
    expect(first.cookies.find((c) => c.name === trustCookieName)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });

    // The attacker spreads his guesses, one address each: the account's strangers slow down.
    const free = throttleRules.account.free;
    for (let i = 0; i < free; i++) {
      const res = await login(t, email, wrong, { address: `203.0.113.${i}` });
      expect([i, res.statusCode]).toEqual([i, 401]);
    }
    expectWait(await login(t, email, owner.password, { address: '203.0.113.50' }), 30);
    // The wait doubles with every further try (the first wait's time passed here; the refused
    // try above counted too).
    await t.app.ctx.limiters.signIn.account.gate.reset(email);
    expect((await login(t, email, wrong, { address: '203.0.113.52' })).statusCode).toBe(401);
    expectWait(await login(t, email, wrong, { address: '203.0.113.53' }), 120);

    // The owner, from the browser she signed in with, is not one of the strangers.
    const ownerAgain = await login(t, email, owner.password, {
      address: '198.51.100.1',
      trust,
    });
    expect(ownerAgain.statusCode).toBe(200);
    // Also when she is elsewhere: the browser, not the address, is what she is known by.
    const travelling = await login(t, email, owner.password, { address: '192.0.2.77', trust });
    expect(travelling.statusCode).toBe(200);
    // A token for another account, or a forged one, trusts nothing.
    const forged = `${'A'.repeat(22)}~${'0'.repeat(32)}`;
    expectWait(
      await login(t, email, owner.password, { address: '192.0.2.78', trust: forged }),
      120,
    );

    // In her language (she signed up in Turkish), once however long the guessing goes on.
    const notice = await smtp.waitFor(
      (mail) =>
        mail.to === email && mail.subject === 'Kolekt hesabınıza hatalı şifreyle giriş denendi',
    );
    expect(notice.text).toContain('her zamanki tarayıcınızdan');
    const notices = smtp.mails.filter((mail) => mail.subject === notice.subject);
    expect(notices.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('a trusted browser that keeps failing waits too, on its own count', async () => {
    const owner = account(run());
    const email = await registerVerified(t.app, owner);
    const trust = trustOf(await login(t, email, owner.password, { address: '198.51.100.2' }));
    for (let i = 0; i < throttleRules.pair.free; i++) {
      expect((await login(t, email, wrong, { address: '198.51.100.2', trust })).statusCode).toBe(
        401,
      );
    }
    expectWait(await login(t, email, owner.password, { address: '198.51.100.2', trust }), 5);
    // Its failures are its own: a stranger's first guesses are not slowed by them.
    expect((await login(t, email, wrong, { address: '198.51.100.3' })).statusCode).toBe(401);
  });

  it('a client spraying many accounts waits, and a forged X-Forwarded-For does not help', async () => {
    const id = run();
    const owner = account(id);
    const email = await registerVerified(t.app, owner);
    for (let i = 0; i < throttleRules.client.free; i++) {
      const res = await login(t, `nobody${i}-${id}@example.com`, wrong, {
        address: '198.51.100.7',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect([i, res.statusCode, res.json().message]).toEqual([i, 401, loginMessages.invalid]);
    }
    expectWait(
      await login(t, email, owner.password, {
        address: '198.51.100.7',
        headers: { 'x-forwarded-for': '203.0.113.99' },
      }),
      1,
    );
    expect((await login(t, email, owner.password, { address: '198.51.100.8' })).statusCode).toBe(
      200,
    );
  });

  it('counts an IPv6 client by its /64', async () => {
    const id = run();
    for (let i = 0; i < throttleRules.client.free; i++) {
      await login(t, `v6-${i}-${id}@example.com`, wrong, {
        address: `2001:db8:${id.slice(0, 4)}::${i}`,
      });
    }
    const sameNetwork = await login(t, `v6-x-${id}@example.com`, wrong, {
      address: `2001:db8:${id.slice(0, 4)}::ffff`,
    });
    expect(sameNetwork.statusCode).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  it('takes the client address from X-Forwarded-For', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      for (let i = 0; i < throttleRules.client.free; i++) {
        await login(t, `x${i}@example.com`, wrong, {
          headers: { 'x-forwarded-for': '203.0.113.5' },
        });
      }
      const sameClient = await login(t, 'y@example.com', wrong, {
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(sameClient.statusCode).toBe(429);
      const otherClient = await login(t, 'y@example.com', wrong, {
        headers: { 'x-forwarded-for': '203.0.113.6' },
      });
      expect(otherClient.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

// A shared Redis keeps counts between runs, so every run uses accounts and addresses of its own.
const redisUrl = process.env.TEST_REDIS_URL;
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory', env: {} },
  ...(redisUrl ? [{ store: 'Redis', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('a burst of wrong passwords, counted in $store', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    passwordChecks.mockClear();
  });

  const burst = (count: number, attempt: (i: number) => [string, string]) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => {
        const [email, address] = attempt(i);
        return login(t, email, wrong, { address });
      }),
    );

  function expectRefusedInEnvelope(replies: LightMyRequestResponse[]) {
    for (const res of replies.filter((reply) => reply.statusCode === 429)) {
      expect(res.json()).toMatchObject({ statusCode: 429, message: loginMessages.tooMany });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  }

  it('checks at most the free tries and one more of one account; the rest get 429', async () => {
    const id = run();
    const email = await registerVerified(t.app, account(id));
    passwordChecks.mockClear();
    // Each guess from a /64 of its own: only the account's count can stop them.
    const replies = await burst(40, (i) => [
      email,
      `fd00:${id.slice(0, 4)}:${id.slice(4)}:${i}::1`,
    ]);

    const checks = passwordChecks.mock.calls.length;
    expect(checks).toBeGreaterThanOrEqual(throttleRules.account.free);
    expect(checks).toBeLessThanOrEqual(throttleRules.account.free + 1);
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checks);
    expectRefusedInEnvelope(replies);
  });

  it('checks at most the free tries and one more from one client', async () => {
    const id = run();
    const replies = await burst(40, (i) => [
      `nobody${i}-${id}@example.com`,
      `fd00:${id.slice(0, 4)}:${id.slice(4)}:ffff::1`,
    ]);
    const checks = passwordChecks.mock.calls.length;
    expect(checks).toBeGreaterThanOrEqual(throttleRules.client.free);
    expect(checks).toBeLessThanOrEqual(throttleRules.client.free + 1);
    expect(replies.filter((res) => res.statusCode === 429)).toHaveLength(40 - checks);
    expectRefusedInEnvelope(replies);
  });
});
