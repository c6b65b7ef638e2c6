import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the api core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { CORS_ORIGINS: 'https://app.kolekt.example' },
      {
        extend: (app) => {
          app.get('/api/test/explode', async () => {
            throw new Error('secret internals: password=hunter2');
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers unknown routes with a 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Not found',
        data: null,
        statusCode: 404,
      });
    }
  });

  it('hides internals of unexpected errors behind a 500 envelope', async () => {
    const res = await t.app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'An unexpected error occurred.',
      data: null,
      statusCode: 500,
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers 401 in the envelope for a signed-in call without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer not-a-jwt']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: authorization ? { authorization } : {},
        payload: { userId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, statusCode: 401 });
    }
  });

  it('caps the request body size with a 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, statusCode: 413 });
  });

  it("sends the api's security headers with its replies", async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('allows CORS for configured origins only', async () => {
    const allowed = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://app.kolekt.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.kolekt.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('runs the scraper in-process without exposing its internal fetch call', async () => {
    expect((await t.app.inject({ url: '/scraper/health' })).json()).toMatchObject({
      success: true,
    });
    const scrape = await t.app.inject({
      method: 'POST',
      url: '/scraper/scrape',
      payload: { url: 'http://127.0.0.1/' },
    });
    expect(scrape.statusCode).toBe(404);
    const search = await t.app.inject({ url: '/scraper/search?key=a' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      success: false,
      message: 'Search query must be at least 2 characters.',
    });
  });

  it('reports database reachability', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toMatchObject({ success: true, data: { database: 'up' } });
  });

  it('serves OpenAPI generated from the schemas at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    const register = spec.paths['/api/auth/register'].post;
    expect(Object.keys(register.requestBody.content)).toContain('application/json');
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['name', 'surname', 'userName', 'email', 'password']),
    );
  });
});

describe('the OpenAPI pages', () => {
  it('are off in production unless API_DOCS turns them on', async () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://kolekt.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
    };
    const hidden = await createTestApp(production);
    const shown = await createTestApp({ ...production, API_DOCS: 'true' });
    try {
      const page = await hidden.app.inject({ url: '/api/docs/json' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ success: false, statusCode: 404 });
      expect((await shown.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await Promise.all([hidden.close(), shown.close()]);
    }
  });
});

describe('in development', () => {
  it('sends no HSTS header, so a plain-http localhost keeps working', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' });
    try {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
