import { registerMessages, serverMessages } from '@kolekt/shared/server-messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, validRegistration } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

function expectTooManyWithRetryAfter(res: LightMyRequestResponse, maxSeconds: number) {
  expect(res.json()).toEqual({
    success: false,
    statusCode: 429,
    message: serverMessages.tooManyRequests,
    data: { retryAfterSeconds: Number(res.headers['retry-after']) },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('limits per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allow 30 registrations an hour from one address, whatever the e-mail', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 30; i++) {
      const account = { ...validRegistration, userName: `person_${i}`, email: `p${i}@example.com` };
      const again = await post(t.app, '/api/auth/register', account, {}, address);
      expect([i, again.json().message]).toEqual([i, registerMessages.registered]);
    }

    const fresh = { ...validRegistration, userName: 'fresh_user', email: 'fresh@example.com' };
    const refused = await post(t.app, '/api/auth/register', fresh, {}, address);
    expect(refused.statusCode).toBe(429);
    expectTooManyWithRetryAfter(refused, 3600);

    const elsewhere = await post(t.app, '/api/auth/register', fresh, {}, '192.0.2.11');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('allow 5 registrations of one e-mail address an hour, from anywhere', async () => {
    const account = { ...validRegistration, userName: 'mailed_one', email: 'mailed@example.com' };
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, '/api/auth/register', account, {}, `192.0.2.${100 + i}`);
      expect([i, res.statusCode]).toEqual([i, 201]);
    }
    const refused = await post(t.app, '/api/auth/register', account, {}, '192.0.2.110');
    expect(refused.statusCode).toBe(429);
    expectTooManyWithRetryAfter(refused, 3600);
  });

  it('allow 10 code resends in 10 minutes from one address, whatever the e-mail', async () => {
    const address = '192.0.2.20';
    const resend = (n: number, from = address) =>
      post(t.app, '/api/auth/resend-code', { email: `someone${n}@example.com` }, {}, from);
    for (let i = 0; i < 10; i++) expect((await resend(i)).statusCode).toBe(200);

    const refused = await resend(10);
    expect(refused.statusCode).toBe(429);
    expectTooManyWithRetryAfter(refused, 600);
    expect((await resend(10, '192.0.2.21')).statusCode).toBe(200);
  });
});
