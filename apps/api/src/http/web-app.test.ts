import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The built web app as the api serves it: hashed assets, their precompressed copies, the SPA. */
describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('kolekt '.repeat(400))});`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kolekt-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of an asset to a browser that accepts it, cached for good', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is never a page: it carries the api's short set, not the page's policy.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers page paths with index.html, revalidated, and server paths with the envelope', async () => {
    const page = await t.app.inject({
      url: '/collection/42',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toContain('max-age=');

    // A missing hashed file (a stale chunk after a release) is a 404, not the app's page.
    for (const url of ['/api/nothing-here', '/assets/gone-9z8y7x.js']) {
      const server = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(server.statusCode, url).toBe(404);
      expect(server.json()).toMatchObject({ success: false, statusCode: 404 });
      expect(server.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});
