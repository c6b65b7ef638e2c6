import { signImageSource } from '@kolekt/scraper';
import { sendPage, startFixtureServer, type FixtureServer } from '@kolekt/scraper/test-support';
import { serverMessages } from '@kolekt/shared/server-messages';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createProductDetails, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const limit = 50;

/**
 * Issue #31, told as the attacker: `/api/image` was an open image proxy (60 asks, 63 fetches).
 * Now it fetches only a saved product's picture or a search result's the search signed, and
 * whatever it must make counts against the client's address (decision 0064).
 */
describe('the picture route is no open proxy', () => {
  let t: TestApp;
  let pictures: FixtureServer;
  let dataDir: string;
  beforeAll(async () => {
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2e86c1' },
    })
      .jpeg()
      .toBuffer();
    pictures = await startFixtureServer((_request, response) =>
      sendPage(response, jpeg, { 'content-type': 'image/jpeg' }),
    );
    dataDir = await mkdtemp(path.join(tmpdir(), 'kolekt-image-abuse-'));
    t = await createTestApp({
      SCRAPER_ALLOWED_HOSTS: pictures.hostPort,
      DATA_DIR: dataDir,
      RATE_LIMIT_IMAGES_PER_MINUTE: String(limit),
    });
  });
  afterAll(async () => {
    await t.close();
    await pictures.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const ask = (src: string, remoteAddress: string, extra = '') =>
    t.app.inject({
      url: `/api/image?src=${encodeURIComponent(src)}&w=160${extra}`,
      remoteAddress,
    });
  const fetchesOf = (pathname: string) =>
    pictures.requests.filter((request) => request.url === pathname).length;

  it('60 asks for addresses no product has make no fetch, and past the limit answer 429', async () => {
    const before = pictures.requests.length;
    const answers = [];
    for (let i = 0; i < 60; i++) {
      answers.push(await ask(`${pictures.origin}/anything-${i}.jpg`, '198.51.100.7'));
    }
    expect(pictures.requests.length - before).toBe(0);
    expect(answers.slice(0, limit).map((res) => res.statusCode)).toEqual(Array(limit).fill(404));
    const refused = answers.slice(limit);
    expect(refused.map((res) => res.statusCode)).toEqual(Array(60 - limit).fill(429));
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused[0]!.json()).toMatchObject({
      success: false,
      statusCode: 429,
      message: serverMessages.tooManyRequests,
      data: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('serves a saved product’s picture, and one a user gave in their own details', async () => {
    const shop = `${pictures.origin}/product.jpg`;
    await createProduct(t.app, { imagePath: shop });
    const res = await ask(shop, '198.51.100.20');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    expect(fetchesOf('/product.jpg')).toBe(1);

    const own = `${pictures.origin}/typed.jpg`;
    const { user } = await createUser(t.app);
    const product = await createProduct(t.app);
    await createProductDetails(t.app, { productId: product.id, userId: user.id, imagePath: own });
    expect((await ask(own, '198.51.100.20')).statusCode).toBe(200);
  });

  it('serves a search result’s picture with the search’s signature, never with a made-up one', async () => {
    const found = `${pictures.origin}/result.jpg`;
    const forged = await ask(found, '198.51.100.30', '&sig=AAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.statusCode).toBe(404);
    const otherPicture = signImageSource(
      `${pictures.origin}/other.jpg`,
      t.app.ctx.secrets.searchKey,
    );
    expect((await ask(found, '198.51.100.30', `&sig=${otherPicture}`)).statusCode).toBe(404);
    expect(fetchesOf('/result.jpg')).toBe(0);

    const signature = signImageSource(found, t.app.ctx.secrets.searchKey);
    const res = await ask(found, '198.51.100.30', `&sig=${signature}`);
    expect(res.statusCode).toBe(200);
    expect(fetchesOf('/result.jpg')).toBe(1);
  });

  it('still serves a picture already made to a client past its limit, without a fetch', async () => {
    const shop = `${pictures.origin}/popular.jpg`;
    await createProduct(t.app, { imagePath: shop });
    expect((await ask(shop, '198.51.100.40')).statusCode).toBe(200);
    const busy = '198.51.100.41';
    for (let i = 0; i < limit; i++) await ask(`${pictures.origin}/spent-${i}.jpg`, busy);
    expect((await ask(`${pictures.origin}/one-more.jpg`, busy)).statusCode).toBe(429);
    expect((await ask(shop, busy)).statusCode).toBe(200);
    expect(fetchesOf('/popular.jpg')).toBe(1);
  });
});
