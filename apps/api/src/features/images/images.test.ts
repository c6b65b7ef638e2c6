import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendPage, startFixtureServer, type FixtureServer } from '@kolekt/scraper/test-support';
import { serverMessages } from '@kolekt/shared/server-messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const photo = (width: number, height: number, format: 'jpeg' | 'png') => {
  const blank = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

describe('product pictures from our own origin', () => {
  let t: TestApp;
  let shop: FixtureServer;
  let inside: FixtureServer;
  let dataDir: string;
  const asked = (pathname: string) =>
    shop.requests.filter((request) => request.url === pathname).length;

  beforeAll(async () => {
    const jpeg = await photo(1200, 900, 'jpeg');
    const small = await photo(600, 400, 'jpeg');
    const png = await photo(800, 800, 'png');
    // An address the guard must refuse: not among the allowed fixture hosts.
    inside = await startFixtureServer((_request, response) => sendPage(response, jpeg));
    shop = await startFixtureServer((request, response) => {
      const routes: Record<string, () => void> = {
        '/photo.jpg': () => sendPage(response, jpeg, { 'content-type': 'image/jpeg' }),
        '/small.jpg': () => sendPage(response, small, { 'content-type': 'image/jpeg' }),
        '/shared.jpg': () =>
          setTimeout(() => sendPage(response, jpeg, { 'content-type': 'image/jpeg' }), 100),
        // Shops label pictures loosely: the first bytes decide.
        '/photo.bin': () => sendPage(response, png, { 'content-type': 'application/octet-stream' }),
        '/page.html': () => sendPage(response, '<html><body>not a picture</body></html>'),
        '/vector.svg': () =>
          sendPage(response, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
            'content-type': 'image/svg+xml',
          }),
        '/inward.jpg': () => {
          response.writeHead(302, { location: `${inside.origin}/photo.jpg` });
          response.end();
        },
      };
      const route = routes[request.url ?? ''];
      if (route) return route();
      response.writeHead(404);
      response.end();
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'kolekt-images-'));
    t = await createTestApp({ SCRAPER_ALLOWED_HOSTS: shop.hostPort, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([shop.close(), inside.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every picture here is a saved product's: the only kind fetched unsigned (decision 0064). */
  const saved = new Map<string, Promise<unknown>>();
  const image = async (src: string, width: number | string = 320) => {
    if (!saved.has(src)) saved.set(src, createProduct(t.app, { imagePath: src }));
    await saved.get(src);
    return t.app.inject({ url: `/api/image?src=${encodeURIComponent(src)}&w=${width}` });
  };

  it('serves a WebP of the asked width, made once and then kept', async () => {
    const first = await image(`${shop.origin}/photo.jpg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });

    const again = await image(`${shop.origin}/photo.jpg`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(asked('/photo.jpg')).toBe(1);

    const wider = await image(`${shop.origin}/photo.jpg`, 640);
    expect((await sharp(wider.rawPayload).metadata()).width).toBe(640);
    expect(asked('/photo.jpg')).toBe(2);
  });

  it('never enlarges a picture, and reads its type from its bytes', async () => {
    const small = await image(`${shop.origin}/small.jpg`, 960);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
    const labelledLoosely = await image(`${shop.origin}/photo.bin`, 160);
    expect(await sharp(labelledLoosely.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
    });
  });

  it('answers 404 for what is not a picture, and does not ask the shop again', async () => {
    for (const name of ['/page.html', '/vector.svg', '/missing.jpg']) {
      const res = await image(`${shop.origin}${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: serverMessages.notFound });
      await image(`${shop.origin}${name}`);
      expect(asked(name)).toBe(1);
    }
  });

  it('never fetches from a private address, not even through a redirect', async () => {
    expect((await image(`${inside.origin}/photo.jpg`)).statusCode).toBe(404);
    expect((await image(`${shop.origin}/inward.jpg`)).statusCode).toBe(404);
    expect(asked('/inward.jpg')).toBe(1);
    expect(inside.requests).toHaveLength(0);
  });

  it('shares one fetch among concurrent asks for a picture', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => image(`${shop.origin}/shared.jpg`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(asked('/shared.jpg')).toBe(1);
  });

  it('still serves a picture when its folder cannot be written', async () => {
    // Another instance on the same database, which knows the product.
    await createProduct(t.app, { imagePath: `${shop.origin}/small.jpg` });
    const unwritable = await createTestApp(
      { SCRAPER_ALLOWED_HOSTS: shop.hostPort, DATA_DIR: '/dev/null/kolekt' },
      { database: t.database },
    );
    try {
      const res = await unwritable.app.inject({
        url: `/api/image?src=${encodeURIComponent(`${shop.origin}/small.jpg`)}&w=160`,
      });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    } finally {
      await unwritable.close();
    }
  });

  it.each([
    ['no address', '/api/image?w=320'],
    ['a file address', `/api/image?src=${encodeURIComponent('file:///etc/passwd')}&w=320`],
    ['a script address', `/api/image?src=${encodeURIComponent('javascript:alert(1)')}&w=320`],
    [
      'a width not offered',
      `/api/image?src=${encodeURIComponent('https://a.example/p.jpg')}&w=300`,
    ],
    ['no width', `/api/image?src=${encodeURIComponent('https://a.example/p.jpg')}`],
  ])('refuses %s with a 400 envelope', async (_label, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
  });
});
