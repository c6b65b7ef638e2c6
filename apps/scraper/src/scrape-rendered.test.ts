import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from './browser/shared-browser';
import { scrapeProduct } from './scrape-product';
import {
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from './test-support/fixture-server';

const chromiumPath = '/usr/bin/chromium';

// A shop page that is an empty shell until its script writes the product in.
const shellPage = `<!doctype html><html><head><meta charset="utf-8"><title>Yükleniyor…</title></head>
<body><div id="app">Yükleniyor…</div><script>
const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Akıllı Saat Pro',
  image: '/saat.jpg', offers: { '@type': 'Offer', price: '2499.00', priceCurrency: 'TRY' } };
const tag = document.createElement('script');
tag.type = 'application/ld+json';
tag.textContent = JSON.stringify(product);
document.head.appendChild(tag);
document.getElementById('app').textContent = product.name;
</script></body></html>`;

describe.skipIf(!existsSync(chromiumPath))('scrapeProduct with the browser fallback', () => {
  let shop: FixtureServer;
  let shellRequests = 0;
  beforeAll(async () => {
    shop = await startFixtureServer((request, response) => {
      if (request.url === '/shell') {
        shellRequests++;
        sendPage(response, shellPage);
      } else if (request.url === '/gone') response.writeHead(404).end();
      else sendPage(response, '<!doctype html><html><head></head><body></body></html>');
    });
  });
  afterAll(async () => {
    await closeBrowser();
    await shop.close();
  });

  const withBrowser = () =>
    testOptions({
      allowedHosts: [shop.hostPort],
      timeoutMs: 15_000,
      browser: { executablePath: chromiumPath, maxPages: 2 },
    });

  it('reads a product that only the page script writes, when a browser is configured', async () => {
    const options = testOptions({ allowedHosts: [shop.hostPort] });
    await expect(scrapeProduct(`${shop.origin}/shell`, { options })).rejects.toMatchObject({
      reason: 'no_product',
    });
    shellRequests = 0;
    const product = await scrapeProduct(`${shop.origin}/shell`, { options: withBrowser() });
    expect(product).toMatchObject({
      title: 'Akıllı Saat Pro',
      price: '2.499,00 TL',
      priceValue: 2499,
      currency: 'TRY',
      image: `${shop.origin}/saat.jpg`,
    });
    // Once by the plain fetch, once by the browser.
    expect(shellRequests).toBe(2);
  }, 30_000);

  it('keeps the plain answer when the browser finds no product either', async () => {
    await expect(
      scrapeProduct(`${shop.origin}/empty`, { options: withBrowser() }),
    ).rejects.toMatchObject({ reason: 'no_product' });
  }, 30_000);

  it('never renders a page the shop refused by status', async () => {
    await expect(
      scrapeProduct(`${shop.origin}/gone`, { options: withBrowser() }),
    ).rejects.toMatchObject({ reason: 'page_not_found' });
  });
});
