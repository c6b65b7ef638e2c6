import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScraperApp } from './app';

describe('scraper server', () => {
  let app: Awaited<ReturnType<typeof buildScraperApp>>;
  beforeAll(async () => {
    app = await buildScraperApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => app.close());

  it('reports its health in the envelope', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      data: { service: 'scraper', shops: expect.any(Array) },
      statusCode: 200,
    });
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await app.inject({ url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
  });
});
