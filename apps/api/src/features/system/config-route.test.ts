import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      SENTRY_DSN: 'https://key@sentry.example/1',
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
      },
      statusCode: 200,
    });
    expect(second.body).toBe(first.body);
  });
});
