import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../http/security-headers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      SENTRY_DSN: 'https://key@sentry.example/1',
      SOURCE_URL: 'https://git.example/kolekt',
      CONTACT_EMAIL: 'hello@kolekt.example',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.example/kolekt',
    });
  });
  afterAll(() => t.close());

  it('answers the public settings in the envelope, the same JSON each time', async () => {
    const first = await t.app.inject({ url: '/api/config' });
    const second = await t.app.inject({ url: '/api/config' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({
      success: true,
      message: 'OK',
      data: {
        googleClientId: 'client-1.apps.googleusercontent.com',
        scraperUrl: '/scraper',
        sentryDsn: 'https://key@sentry.example/1',
        // Only what the instance configured; the footer shows nothing for the rest.
        siteLinks: {
          source: 'https://git.example/kolekt',
          contact: 'mailto:hello@kolekt.example',
          x: null,
          instagram: 'https://instagram.example/kolekt',
          facebook: null,
          github: null,
        },
      },
      statusCode: 200,
    });
    expect(second.body).toBe(first.body);
  });
});

describe('GET /api/config with a separately run scraper (SCRAPER_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SCRAPER_URL: 'http://scraper:3001',
      SCRAPER_SIGNING_KEY: 'a-signing-key-shared-with-the-scraper-0123456789',
    });
  });
  afterAll(() => t.close());

  it('sends the browser to the public /scraper, never to the address the api posts to', async () => {
    const reply = await t.app.inject({ url: '/api/config' });
    expect(reply.json<{ data: { scraperUrl: string } }>().data.scraperUrl).toBe('/scraper');
    const csp = securityHeaders(t.app.ctx.config).find(
      ([name]) => name === 'Content-Security-Policy',
    );
    const connectSrc = csp?.[1].split(';').find((directive) => directive.includes('connect-src'));
    expect(connectSrc?.trim()).toBe("connect-src 'self' https://accounts.google.com");
  });
});
