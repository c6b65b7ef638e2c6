import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { webServerDirOf } from './first-screen';

const indexHtml = `<!doctype html>
<html lang="tr">
  <head>
    <title>Kolekt</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A stand-in for the web app's server build (its own tests draw the real screens): it draws a
 * collection's name from the api's answer, so these tests see what the api hands it.
 */
const serverEntry = `
export async function renderPage(page, url, language, read) {
  if (url.includes('fail')) throw new Error('drawing failed');
  const id = /^\\/collection\\/([^/?]+)/.exec(url)?.[1];
  if (!id) return undefined;
  const collection = await read('collection/' + id);
  if (!collection) return undefined;
  return page.replace('<div id="root"></div>', () =>
    '<div id="root"><h1>' + collection.name + '</h1><p>' + language + '</p></div>');
}
`;

describe("first screens drawn by the web app's server build", () => {
  let t: TestApp;
  let dist: string;
  let shared: { id: string };
  let hidden: { id: string };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kolekt-dist-'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await mkdir(webServerDirOf(dist));
    await writeFile(path.join(webServerDirOf(dist), 'entry-server.js'), serverEntry);
    t = await createTestApp({ WEB_DIST_DIR: dist });
    const owner = await createUser(t.app);
    shared = await createCollection(t.app, owner.user.id, { name: 'Mutfak' });
    hidden = await createCollection(t.app, owner.user.id, { name: 'Gizli', isPublic: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(webServerDirOf(dist), { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  });

  const page = (url: string, language = 'en') =>
    t.app.inject({ url, headers: { accept: 'text/html', 'accept-language': language } });

  it("draws a public collection from the api's answer to a guest, in the visitor's language", async () => {
    const res = await page(`/collection/${shared.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Mutfak</h1><p>en</p></div>');
    // The page's own head comes first and stays.
    expect(res.body).toContain('<title>Mutfak · Kolekt</title>');
  });

  it('leaves a private collection to the browser: a guest gets nothing of it', async () => {
    const res = await page(`/collection/${hidden.id}`, 'tr');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Gizli');
  });

  it("draws in the language chosen in this browser, and leaves a signed-in browser's pages to it", async () => {
    const chosen = await t.app.inject({
      url: `/collection/${shared.id}`,
      headers: { accept: 'text/html', 'accept-language': 'en', cookie: 'kolekt_language=tr' },
    });
    expect(chosen.body).toContain('<p>tr</p>');
    expect(chosen.body).toContain('<html lang="tr"');
    expect(chosen.headers['vary']).toMatch(/cookie/i);

    const signedIn = await t.app.inject({
      url: `/collection/${shared.id}`,
      headers: { accept: 'text/html', cookie: 'kolekt_signed_in=1' },
    });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<title>Mutfak · Kolekt</title>');
  });

  it("counts a drawn collection's view for the visitor, once, as the browser's own read would", async () => {
    const viewsOf = async () =>
      (
        await t.app.inject({ url: `/api/collection/${shared.id}`, remoteAddress: '10.9.8.7' })
      ).json<{
        data: { viewCount: number };
      }>().data.viewCount;
    const before = await viewsOf();
    const visit = (remoteAddress: string) =>
      t.app.inject({
        url: `/collection/${shared.id}`,
        headers: { accept: 'text/html' },
        remoteAddress,
      });
    await visit('203.0.113.7');
    // The browser's read after the page (the same visitor) counts nothing more.
    await t.app.inject({ url: `/api/collection/${shared.id}`, remoteAddress: '203.0.113.7' });
    await visit('198.51.100.9');
    expect(await viewsOf()).toBe(before + 2);
  });

  it('still serves the page, with its head, when drawing fails', async () => {
    const res = await page(`/collection/${shared.id}?fail=1`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Mutfak · Kolekt</title>');
  });
});
