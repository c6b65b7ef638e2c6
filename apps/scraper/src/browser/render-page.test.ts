import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { renderPage } from './render-page';
import { closeBrowser } from './shared-browser';

const chromiumPath = '/usr/bin/chromium';

// The product exists only once the script has fetched it and written the JSON-LD in.
const scriptOnlyPage = `<!doctype html><html><head><title>Yükleniyor…</title></head>
<body><div id="app">Yükleniyor…</div><script>
fetch('/product.json').then((r) => r.json()).then((product) => {
  const tag = document.createElement('script');
  tag.type = 'application/ld+json';
  tag.textContent = JSON.stringify(product);
  document.head.appendChild(tag);
  document.getElementById('app').textContent = product.name;
});
</script></body></html>`;

const product = { '@type': 'Product', name: 'Bambu Tabak', offers: { price: '89.90' } };

describe.skipIf(!existsSync(chromiumPath))('renderPage in headless Chromium', () => {
  let shop: FixtureServer;
  let inside: FixtureServer;
  let open = 0;
  let mostOpen = 0;
  beforeAll(async () => {
    inside = await startFixtureServer((_request, response) => sendPage(response, 'secret'));
    shop = await startFixtureServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/product') sendPage(response, scriptOnlyPage);
      else if (path === '/product.json')
        sendPage(response, JSON.stringify(product), { 'content-type': 'application/json' });
      else if (path === '/leaky')
        sendPage(
          response,
          `<p id="ok">page</p><img src="http://127.0.0.1:${inside.port}/pixel">
           <img src="http://inside.test:${inside.port}/named">
           <script>fetch('http://inside.test:${inside.port}/api').catch(() => {});</script>`,
        );
      else if (path === '/slow') {
        mostOpen = Math.max(mostOpen, ++open);
        setTimeout(() => {
          open--;
          sendPage(response, '<p>slow</p>');
        }, 300);
      } else if (path === '/gone') response.writeHead(404).end();
      else response.writeHead(204).end();
    });
  });
  afterAll(async () => {
    await closeBrowser();
    await shop.close();
    await inside.close();
  });

  const resolverCalls: string[] = [];
  const deps = () => ({
    options: testOptions({
      allowedHosts: [shop.hostPort],
      timeoutMs: 15_000,
      browser: { executablePath: chromiumPath, maxPages: 1 },
    }),
    resolve: fakeResolver(
      { 'inside.test': ['127.0.0.1'], 'evil.test': ['10.0.0.5'] },
      resolverCalls,
    ),
  });

  it('answers the HTML the page script wrote, JSON-LD included', { timeout: 30_000 }, async () => {
    const page = await renderPage(new URL(`${shop.origin}/product`), deps());
    expect(page.finalUrl.href).toBe(`${shop.origin}/product`);
    expect(page.html).toContain('application/ld+json');
    expect(page.html).toContain('"name":"Bambu Tabak"');
    expect(page.html).toContain('<div id="app">Bambu Tabak</div>');
  });

  it('refuses, through the guard, everything the page loads from a private address', async () => {
    const page = await renderPage(new URL(`${shop.origin}/leaky`), deps());
    expect(page.html).toContain('<p id="ok">page</p>');
    // The guard was asked about the internal name (so the browser did try), and refused it.
    expect(resolverCalls).toContain('inside.test');
    expect(inside.connections()).toBe(0);
  });

  it.each(['http://evil.test/', 'https://evil.test/', 'http://10.0.0.5/'])(
    'refuses to open %s',
    async (url) => {
      await expect(renderPage(new URL(url), deps())).rejects.toMatchObject({
        reason: 'forbidden_address',
      });
    },
  );

  it('reports a missing page like the plain fetch', async () => {
    await expect(renderPage(new URL(`${shop.origin}/gone`), deps())).rejects.toMatchObject({
      reason: 'page_not_found',
      message: 'The shop has no page at this link (status 404).',
    });
  });

  it('refuses a rendered page over the size limit', async () => {
    const small = deps();
    const options = { ...small.options, maxBytes: 300 };
    await expect(
      renderPage(new URL(`${shop.origin}/product`), { ...small, options }),
    ).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('keeps to the pool cap: a second page waits for the first', async () => {
    mostOpen = 0;
    const pages = await Promise.all([
      renderPage(new URL(`${shop.origin}/slow`), deps()),
      renderPage(new URL(`${shop.origin}/slow`), deps()),
    ]);
    expect(pages.map((page) => page.html.includes('slow'))).toEqual([true, true]);
    expect(mostOpen).toBe(1);
  });
});
