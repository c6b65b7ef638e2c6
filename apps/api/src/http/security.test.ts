import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiSecurityHeaders, securityHeaders, type HeaderList } from './security-headers';

/** What helmet sets with the api's options outside development (decision 0027). */
const helmetHeaderNames = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** What OWASP's REST cheat sheet asks of api replies (decision 0033). */
const apiHeaderNames = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;

describe('the security headers, worked out once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1' });
  });
  afterAll(() => t.close());

  function expectHeaders(res: LightMyRequestResponse, headers: HeaderList) {
    for (const [name, value] of headers) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
  }

  it("are helmet's for the web app's pages, and the short api set for the rest", () => {
    const pageNames = securityHeaders(t.app.ctx.config).map(([name]) => name.toLowerCase());
    expect(pageNames.sort()).toEqual(helmetHeaderNames);
    const apiNames = apiSecurityHeaders(t.app.ctx.config).map(([name]) => name.toLowerCase());
    expect(apiNames.sort()).toEqual(apiHeaderNames);
  });

  it('come with reads, 404s, refused bodies and replies sent by an earlier hook', async () => {
    const address = freshAddress();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not-an-email' },
        remoteAddress: address,
      });
    const replies = {
      read: await t.app.inject({ url: '/api/config' }),
      withQuery: await t.app.inject({ url: '/api?x=1' }),
      notFound: await t.app.inject({ method: 'DELETE', url: '/api/does-not-exist' }),
      invalid: await login(),
      tooMany: await login(),
      avatar: await t.app.inject({ url: '/avatars/not-an-id' }),
      asset: await t.app.inject({ url: '/assets/app-1a2b3c.js' }),
    };
    expect(replies.read.statusCode).toBe(200);
    expect(replies.notFound.statusCode).toBe(404);
    expect(replies.invalid.statusCode).toBe(400);
    expect(replies.tooMany.statusCode).toBe(429);
    for (const res of Object.values(replies)) {
      expectHeaders(res, apiSecurityHeaders(t.app.ctx.config));
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it("are helmet's whole set for the web app's pages and worker, /apis and /api-docs included", async () => {
    for (const url of ['/welcome', '/collection/42?tab=likes', '/apis', '/api-docs', '/sw.js']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expectHeaders(res, securityHeaders(t.app.ctx.config));
    }
  });
});

describe('CORS', () => {
  let sameOrigin: TestApp;
  let withOrigin: TestApp;
  beforeAll(async () => {
    [sameOrigin, withOrigin] = await Promise.all([
      createTestApp(),
      createTestApp({ CORS_ORIGINS: 'https://app.kolekt.example' }),
    ]);
  });
  afterAll(() => Promise.all([sameOrigin.close(), withOrigin.close()]));

  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('sends no CORS header when no origin is configured, and preflights find nothing', async () => {
    const read = await sameOrigin.app.inject({
      url: '/api/config',
      headers: { origin: 'https://app.kolekt.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const res = await preflight(sameOrigin, 'https://app.kolekt.example');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a configured origin only', async () => {
    const allowed = await preflight(withOrigin, 'https://app.kolekt.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.kolekt.example');
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    const other = await preflight(withOrigin, 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
