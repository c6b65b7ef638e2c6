import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sendPage, startFixtureServer, type FixtureServer } from '@kolekt/scraper/test-support';
import { collectionStatus } from '@kolekt/shared/collection';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The built index.html's head, as Vite writes it (only what the page head replaces matters). */
const indexHtml = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kolekt: Shop Smarter, Collect Easier!" />
    <title>Kolekt</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const publicUrl = 'https://kolekt.example';

/** Link-preview clients as they ask: a browser, then the crawlers of WhatsApp, Facebook and X. */
const clients = {
  browser: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', accept: 'text/html' },
  whatsapp: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' },
  facebook: {
    'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    accept: '*/*',
  },
  x: { 'user-agent': 'Twitterbot/1.0' },
};

const decoded = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

/** The head's tags by name or property, decoded as a crawler reads them. */
function tagsOf(html: string) {
  const tags = new Map<string, string[]>();
  for (const [, key, content] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    tags.set(key!, [...(tags.get(key!) ?? []), decoded(content)!]);
  }
  const one = (key: string) => tags.get(key)?.[0];
  return {
    one,
    all: (key: string) => tags.get(key) ?? [],
    title: decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    canonical: decoded(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]),
    lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
  };
}

describe('link previews', () => {
  let t: TestApp;
  let shop: FixtureServer;
  let dist: string;
  let dataDir: string;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let shared: typeof collections.$inferSelect;
  let hidden: typeof collections.$inferSelect;
  const pictures = ['#c0392b', '#27ae60', '#2980b9', '#f1c40f'];

  beforeAll(async () => {
    const photos = await Promise.all(
      pictures.map((background) =>
        sharp({ create: { width: 800, height: 800, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    shop = await startFixtureServer((request, response) => {
      const index = Number(/^\/p(\d)\.jpg$/.exec(request.url ?? '')?.[1]);
      if (photos[index]) return sendPage(response, photos[index], { 'content-type': 'image/jpeg' });
      response.writeHead(404);
      response.end();
    });
    dist = await mkdtemp(path.join(tmpdir(), 'kolekt-dist-'));
    await mkdir(path.join(dist, 'stores'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(
      path.join(dist, 'stores', 'trendyol.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="28" fill="#f27a1a"/><text x="64" y="66" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="64" fill="#ffffff">t</text></svg>',
    );
    dataDir = await mkdtemp(path.join(tmpdir(), 'kolekt-previews-'));
    t = await createTestApp({
      WEB_DIST_DIR: dist,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SCRAPER_ALLOWED_HOSTS: shop.hostPort,
    });
    owner = await createUser(t.app, { name: 'Ayşe', surname: 'Yılmaz', userName: 'ayseyilmaz' });
    shared = await createCollection(t.app, owner.user.id, {
      name: 'Düğün & <Ev> listesi',
      description: 'Yeni evimiz için seçtiklerimiz',
    });
    hidden = await createCollection(t.app, owner.user.id, {
      name: 'Gizli sürpriz',
      description: 'Kimse görmesin diye saklanan liste',
      isPublic: false,
    });
    for (const index of [3, 2, 1, 0]) {
      await createProduct(t.app, { imagePath: `${shop.origin}/p${index}.jpg` }, [
        shared.id,
        hidden.id,
      ]);
    }
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
    await Promise.all([dist, dataDir].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const page = (url: string, headers: Record<string, string> = clients.browser) =>
    t.app.inject({ url, headers });
  const card = async (imageUrl: string) => {
    expect(imageUrl.startsWith(`${publicUrl}/api/preview/`)).toBe(true);
    const res = await t.app.inject({ url: imageUrl.slice(publicUrl.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    return res.rawPayload;
  };

  it('gives a public collection its own tags, the same for a browser and every crawler', async () => {
    const served = new Set<string>();
    for (const [client, headers] of Object.entries(clients)) {
      const res = await page(`/collection/${shared.id}`, headers);
      expect(res.statusCode, client).toBe(200);
      expect(res.headers['content-type'], client).toMatch(/^text\/html/);
      served.add(res.body);
    }
    expect(served.size).toBe(1);

    const html = [...served][0]!;
    const tags = tagsOf(html);
    const url = `${publicUrl}/collection/${shared.id}`;
    // Escaped: a name is only ever text in the head, never markup.
    expect(html).toContain('<title>Düğün &#38; &#60;Ev&#62; listesi · Kolekt</title>');
    expect(html).not.toContain('<Ev>');
    expect(tags.title).toBe('Düğün & <Ev> listesi · Kolekt');
    expect(tags.one('og:title')).toBe('Düğün & <Ev> listesi');
    expect(tags.one('description')).toBe('Yeni evimiz için seçtiklerimiz');
    expect(tags.one('og:description')).toBe('Yeni evimiz için seçtiklerimiz');
    expect(tags.canonical).toBe(url);
    expect(tags.one('og:url')).toBe(url);
    expect(tags.one('og:type')).toBe('website');
    expect(tags.one('og:site_name')).toBe('Kolekt');
    expect(tags.lang).toBe('tr');
    expect(tags.one('og:locale')).toBe('tr_TR');
    expect(tags.all('og:locale:alternate')).toEqual(['en_US']);
    expect(tags.one('og:image:width')).toBe('1200');
    expect(tags.one('og:image:height')).toBe('630');
    expect(tags.one('og:image:type')).toBe('image/png');
    expect(tags.one('twitter:card')).toBe('summary_large_image');
    expect(tags.one('twitter:image')).toBe(tags.one('og:image'));
    expect(tags.one('og:image')).toMatch(
      new RegExp(`^${publicUrl}/api/preview/collection/${shared.id}\\?lang=tr&v=[\\w-]+$`),
    );
    // Only the page's own title and description: the built file's are gone.
    expect([...served][0]).not.toContain('<title>Kolekt</title>');
    expect(tags.all('description')).toHaveLength(1);
  });

  it("draws the collection's card: 1200 × 630, its first pictures through the image cache", async () => {
    const tags = tagsOf((await page(`/collection/${shared.id}`, clients.whatsapp)).body);
    const png = await card(tags.one('og:image')!);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    for (const index of [0, 1, 2, 3]) {
      expect(shop.requests.some((request) => request.url === `/p${index}.jpg`)).toBe(true);
    }
    // The collage's first tile holds the newest product's picture (red), not an empty tile.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return [data[offset], data[offset + 1], data[offset + 2]];
    };
    const [red, green, blue] = at(760, 200);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
  });

  it('sends the page compressed to a client that accepts it', async () => {
    const res = await page(`/collection/${shared.id}`, {
      ...clients.browser,
      'accept-encoding': 'br, gzip',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['vary']).toMatch(/accept-language/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Düğün');
  });

  it('speaks the language the link or the visitor asks for', async () => {
    const { body: byLink } = await page(`/collection/${hidden.id}?lang=en`, clients.facebook);
    expect(tagsOf(byLink).lang).toBe('en');
    expect(tagsOf(byLink).one('og:locale')).toBe('en_US');
    const asked = await page(`/store/trendyol`, { ...clients.browser, 'accept-language': 'en' });
    const tags = tagsOf(asked.body);
    expect(tags.one('og:title')).toBe('Trendyol products');
    expect(tags.one('og:image')).toContain('lang=en');
    expect(asked.headers['vary']).toMatch(/accept-language/i);
  });

  it('reveals nothing of a private collection: a generic card, in the page and in the image', async () => {
    const res = await page(`/collection/${hidden.id}`, clients.x);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Gizli');
    expect(res.body).not.toContain('saklanan');
    const tags = tagsOf(res.body);
    expect(tags.title).toBe('Kolekt: Daha Akıllı Alışveriş, Daha Kolay Koleksiyon!');
    expect(tags.one('og:image')).toMatch(new RegExp(`^${publicUrl}/api/preview/site\\?lang=tr`));
    expect(tags.canonical).toBe(`${publicUrl}/collection/${hidden.id}`);

    // Asked for directly, its card is the site's, byte for byte, and no picture of it is fetched.
    const before = shop.requests.length;
    const direct = await t.app.inject({ url: `/api/preview/collection/${hidden.id}` });
    const site = await t.app.inject({ url: '/api/preview/site' });
    expect(direct.rawPayload.equals(site.rawPayload)).toBe(true);
    expect(shop.requests.length).toBe(before);
  });

  it('gives a deleted or unknown collection the generic card too', async () => {
    const deleted = await createCollection(t.app, owner.user.id, { name: 'Silinmiş liste' });
    await t.app.ctx.database.db
      .update(collections)
      .set({ status: collectionStatus.deleted })
      .where(eq(collections.id, deleted.id));
    for (const id of [deleted.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const tags = tagsOf((await page(`/collection/${id}`)).body);
      expect(tags.one('og:image'), id).toMatch(/\/api\/preview\/site\?/);
      expect(tags.one('og:title'), id).toBe(
        'Kolekt: Daha Akıllı Alışveriş, Daha Kolay Koleksiyon!',
      );
    }
  });

  it('gives a changed collection a new card address, so crawlers fetch it again', async () => {
    const before = tagsOf((await page(`/collection/${shared.id}`)).body).one('og:image');
    await t.app.ctx.database.db
      .update(collections)
      .set({ name: 'Düğün listesi' })
      .where(eq(collections.id, shared.id));
    const after = tagsOf((await page(`/collection/${shared.id}`)).body).one('og:image');
    expect(after).not.toBe(before);
    expect(await sharp(await card(after!)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('gives a profile and a store their own cards', async () => {
    const profile = tagsOf((await page(`/profile/${owner.user.id}`, clients.whatsapp)).body);
    expect(profile.title).toBe('Ayşe Yılmaz · Kolekt');
    expect(profile.one('og:type')).toBe('profile');
    expect(profile.canonical).toBe(`${publicUrl}/profile/${owner.user.id}`);
    const profileCard = await card(profile.one('og:image')!);
    expect(await sharp(profileCard).metadata()).toMatchObject({ width: 1200, height: 630 });

    const store = tagsOf((await page('/store/Trendyol', clients.facebook)).body);
    expect(store.one('og:title')).toBe('Trendyol ürünleri');
    expect(store.canonical).toBe(`${publicUrl}/store/trendyol`);
    const storeCard = await card(store.one('og:image')!);
    expect(await sharp(storeCard).metadata()).toMatchObject({ width: 1200, height: 630 });

    const unknown = tagsOf((await page(`/profile/00000000-0000-4000-8000-000000000000`)).body);
    expect(unknown.one('og:image')).toMatch(/\/api\/preview\/site\?/);
  });

  it('answers a bad card address with an error envelope, never a 500', async () => {
    for (const url of [
      `/api/preview/collection/${shared.id}?lang=xx`,
      '/api/preview/collection/not-a-uuid',
      `/api/preview/profile/${'9'.repeat(40)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, statusCode: 400 });
    }
  });
});
