import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A separately run scraper (SCRAPER_URL) on 127.0.0.1 that answers every scrape with `reply`. */
async function startFakeScraper() {
  let reply: { status: number; body: unknown } = { status: 500, body: {} };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (next: typeof reply) => (reply = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a failed add-by-URL says what the page still showed', () => {
  let scraper: Awaited<ReturnType<typeof startFakeScraper>>;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;
  let shelf: { id: string };

  beforeAll(async () => {
    scraper = await startFakeScraper();
    t = await createTestApp({ SCRAPER_URL: scraper.url });
    user = await createUser(t.app);
    shelf = await createCollection(t.app, user.user.id);
  });
  afterAll(async () => {
    await t.close();
    await scraper.close();
  });

  const scrape = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/scrape/collection',
      headers: user.auth,
      payload: { url, collectionId: shelf.id },
    });
  const failWith = (found: unknown) =>
    scraper.answer({
      status: 422,
      body: {
        success: false,
        message: 'Failed to scrape product',
        statusCode: 422,
        data: { reason: 'blocked', detail: 'The shop refused the request.', found },
      },
    });

  it('carries the reason, the canonical link, the store and what was found', async () => {
    failWith({
      title: 'Kablosuz kulaklık',
      image: 'https://cdn.hepsiburada.net/k.jpg',
      price: '899 TL',
    });
    const res = await scrape('https://www.hepsiburada.com/kulaklik-p-HB1?utm_source=x#top');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Failed to scrape product',
      statusCode: 422,
      data: {
        reason: 'blocked',
        detail: 'The shop refused the request.',
        found: {
          url: 'https://www.hepsiburada.com/kulaklik-p-HB1',
          store: 'Hepsiburada',
          title: 'Kablosuz kulaklık',
          imagePath: 'https://cdn.hepsiburada.net/k.jpg',
          price: '899 TL',
        },
      },
    });
  });

  it('keeps only what the manual form would accept, and the store of an unknown shop', async () => {
    failWith({ title: 'x'.repeat(501), image: 'javascript:alert(1)', price: 42 });
    const res = await scrape('https://shop.example.org/item/7');
    expect(res.json().data.found).toEqual({
      url: 'https://shop.example.org/item/7',
      store: 'shop.example.org',
      title: null,
      imagePath: null,
      price: null,
    });
    failWith(undefined);
    expect((await scrape('https://www.amazon.com.tr/dp/B0X')).json().data).toMatchObject({
      reason: 'blocked',
      found: { store: 'Amazon Türkiye', title: null },
    });
  });

  it('answers an unreachable scraper with the same prefill', async () => {
    await scraper.close();
    const res = await scrape('https://www.trendyol.com/a-p-1');
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      reason: 'scraper_unreachable',
      found: { url: 'https://www.trendyol.com/a-p-1', store: 'Trendyol' },
    });
  });
});
