import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapeError } from '@kolekt/extract';
import { scrapeProduct, type ScrapeDeps } from './scrape-product';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from './test-support/fixture-server';
import { shopPages } from './test-support/shop-pages';

/** One fixture shop serving every page of test-support/shop-pages.ts at /<name>. */
describe('scrapeProduct on fixture shop pages', () => {
  let shop: FixtureServer;
  let deps: ScrapeDeps;
  beforeAll(async () => {
    shop = await startFixtureServer((request, response) => {
      const name = (request.url ?? '/').slice(1).split('?')[0] ?? '';
      const page = shopPages[name];
      if (page) sendPage(response, page);
      else response.writeHead(404).end();
    });
    deps = {
      options: testOptions({ allowedHosts: [shop.hostPort, `www.amazon.com.tr:${shop.port}`] }),
      resolve: fakeResolver({ 'www.amazon.com.tr': ['127.0.0.1'] }),
    };
  });
  afterAll(() => shop.close());

  it('reads a JSON-LD Product, skipping a broken block, with everything the AI analysis needs', async () => {
    const product = await scrapeProduct(`${shop.origin}/json-ld-product.html#top`, deps);
    expect(product).toEqual({
      title: 'Kablosuz Kulaklık & Şarj Kutusu',
      price: '1.299,90 TL',
      priceValue: 1299.9,
      currency: 'TRY',
      availability: 'in_stock',
      image: `${shop.origin}/img/kulaklik-1200.jpg`,
      url: `${shop.origin}/urun/kablosuz-kulaklik-p-42`,
      store: '127.0.0.1',
      description: 'Aktif gürültü engelleme, 30 saat pil.',
      brand: 'Sesli',
      rating: { value: 4.6, count: 128 },
      reviews: [
        { text: 'Çok iyi ses.', rating: 5, author: 'Ayşe' },
        { text: 'Kutusu biraz büyük.', rating: 3, author: 'Mehmet' },
      ],
      wasPrice: null,
      memberPrice: null,
      // The EAN-13 as the GTIN-14 every shop's barcode is stored as (decision 0059).
      identifiers: { gtin: '08690000000012', mpn: 'SSL-42', model: null, sku: '42-BLK' },
      provenance: {
        title: 'json-ld',
        price: 'json-ld',
        currency: 'json-ld',
        availability: 'json-ld',
        image: 'json-ld',
        url: 'canonical-link',
        description: 'json-ld',
        brand: 'json-ld',
        rating: 'json-ld',
        reviews: 'json-ld',
        gtin: 'json-ld',
        mpn: 'json-ld',
        sku: 'json-ld',
      },
    });
  });

  it('finds the Product inside @graph and prices an AggregateOffer by its low price', async () => {
    const product = await scrapeProduct(`${shop.origin}/json-ld-graph.html`, deps);
    expect(product).toMatchObject({
      title: 'Çelik Termos 500 ml',
      price: '349,50 TL',
      priceValue: 349.5,
      currency: 'TRY',
      image: 'https://cdn.fixture.example/termos.jpg',
      brand: 'Sıcak',
      url: `${shop.origin}/json-ld-graph.html`,
    });
  });

  it('reads a ProductGroup in a JSON-LD array through its first variant', async () => {
    const product = await scrapeProduct(`${shop.origin}/json-ld-array.html`, deps);
    expect(product).toMatchObject({
      title: 'Pamuklu Tişört',
      price: '199,00 TL',
      image: 'https://cdn.fixture.example/tisort-m.jpg',
    });
  });

  it('reads an OpenGraph-only page, ignoring an og:url on another site', async () => {
    const product = await scrapeProduct(`${shop.origin}/open-graph-only.html?utm_source=x`, deps);
    expect(product).toMatchObject({
      title: 'Seramik Kupa Seti (4 adet)',
      price: '249,00 TL',
      priceValue: 249,
      currency: 'TRY',
      image: 'http://cdn.fixture.example/kupa.jpg',
      description: 'El yapımı seramik kupalar.',
      brand: 'Toprak',
      url: `${shop.origin}/open-graph-only.html`,
    });
  });

  it('reads microdata with a Turkish-formatted price and nested brand, rating and review', async () => {
    const product = await scrapeProduct(`${shop.origin}/microdata.html`, deps);
    expect(product).toMatchObject({
      title: 'Deri Cüzdan',
      price: '1.299,90 TL',
      priceValue: 1299.9,
      image: `${shop.origin}/img/cuzdan.jpg`,
      brand: 'Kösele',
      description: 'Hakiki deri, 6 kart bölmeli.',
      rating: { value: 4.2, count: 1024 },
      reviews: [{ text: 'Dikişleri sağlam.', rating: 4, author: 'Can' }],
      identifiers: { gtin: null, mpn: null, sku: 'CZD-7' },
    });
  });

  it('survives broken HTML and a display price in JSON-LD', async () => {
    const product = await scrapeProduct(`${shop.origin}/broken.html`, deps);
    expect(product).toMatchObject({
      title: 'Ahşap Oyuncak Tren',
      price: '1.299,90 TL',
      priceValue: 1299.9,
      image: `${shop.origin}/img/tren.jpg`,
    });
  });

  it('reads the Amazon layout of Amazon Türkiye, reached by name through the pinned address', async () => {
    const product = await scrapeProduct(
      `http://www.amazon.com.tr:${shop.port}/amazon-layout-tr.html`,
      deps,
    );
    expect(product).toEqual({
      title: 'Filtre Kahve Makinesi, 1.2 L',
      price: '1.849,00 TL',
      priceValue: 1849,
      currency: 'TRY',
      availability: 'unknown',
      image: 'https://m.media-amazon.com/images/I/kahve._SL1500_.jpg',
      url: 'https://www.amazon.com.tr/Kahve-Makinesi/dp/B0TEST1234',
      store: 'Amazon Türkiye',
      description: 'Programlanabilir, sıcak tutma plakalı.',
      brand: 'Demlik',
      rating: { value: 4.3, count: 2315 },
      reviews: [{ text: 'Her sabah kullanıyorum.', rating: 5, author: 'Zeynep' }],
      wasPrice: null,
      memberPrice: null,
      identifiers: { gtin: null, mpn: null, model: null, sku: null },
      provenance: {
        title: 'amazon-layout',
        price: 'amazon-layout',
        currency: 'amazon-layout',
        image: 'amazon-layout',
        url: 'canonical-link',
        description: 'amazon-layout',
        brand: 'amazon-layout',
        rating: 'amazon-layout',
        reviews: 'amazon-layout',
      },
    });
    expect(shop.requests.at(-1)?.headers.host).toBe(`www.amazon.com.tr:${shop.port}`);
  });

  it.each([
    ['js-shell.html', 'a JavaScript shell', { image: 'SHOP/img/saat-800.jpg' }],
    [
      'js-shell-titled.html',
      'a titled JavaScript shell',
      { title: 'Akıllı Saat Pro 46 mm | Fixture Shop' },
    ],
    ['giris', 'a login address', { title: 'Fixture Shop' }],
    ['password-wall.html', 'a password form as the main content', { title: 'Mağaza' }],
    [
      'placeholder-og.html',
      'placeholder titles with a price and picture',
      { title: 'Masa Lambası', image: 'https://cdn.fixture.example/lamba.jpg', price: '899.90' },
    ],
  ])('fails %s (%s) with no_product, carrying what it showed', async (name, _kind, found) => {
    const error = await scrapeProduct(`${shop.origin}/${name}`, deps).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'no_product', statusCode: 422 });
    const image = (found as { image?: string }).image?.replace('SHOP', shop.origin);
    expect((error as ScrapeError).found).toEqual({ ...found, ...(image ? { image } : {}) });
  });

  it('reads a product page whose only login form sits in the header', async () => {
    const product = await scrapeProduct(`${shop.origin}/header-login.html`, deps);
    expect(product).toMatchObject({
      title: 'Bambu Kesme Tahtası',
      image: `${shop.origin}/img/tahta.jpg`,
    });
  });

  it("reads Trendyol's embedded product state when the page has no JSON-LD", async () => {
    const product = await scrapeProduct(`${shop.origin}/trendyol-state.html`, deps);
    expect(product).toMatchObject({
      title: 'Paşabahçe Kahve Fincanı Seti',
      price: '329,90 TL',
      priceValue: 329.9,
      currency: 'TRY',
      image: 'https://cdn.dsmcdn.com/ty100/product/media/images/fincan.jpg',
      // The state's own address of the product, the one link every copy of it shares.
      url: `${shop.origin}/pasabahce/kahve-fincani-seti-p-1001`,
      brand: 'Paşabahçe',
      // The original price the page strikes through, never the price.
      wasPrice: 399.9,
      provenance: { title: 'trendyol-state', price: 'trendyol-state', url: 'trendyol-state' },
    });
  });

  it('calls a challenge page blocked, never a product named "Just a moment..."', async () => {
    await expect(scrapeProduct(`${shop.origin}/cloudflare.html`, deps)).rejects.toMatchObject({
      reason: 'blocked',
      statusCode: 422,
    });
  });

  it('says a page the shop does not have was not found', async () => {
    await expect(scrapeProduct(`${shop.origin}/missing.html`, deps)).rejects.toMatchObject({
      reason: 'page_not_found',
    });
  });
});

describe('scrapeProduct without a title', () => {
  let shop: FixtureServer;
  beforeAll(async () => {
    shop = await startFixtureServer((_request, response) =>
      sendPage(response, '<html><body><img src="/a.jpg"><p>1.299,90 TL</p></body></html>'),
    );
  });
  afterAll(() => shop.close());

  it('fails with no_product', async () => {
    await expect(
      scrapeProduct(`${shop.origin}/`, { options: testOptions({ allowedHosts: [shop.hostPort] }) }),
    ).rejects.toMatchObject({ reason: 'no_product', statusCode: 422 });
  });
});

describe('scrapeProduct against a shop that refuses robots', () => {
  let shop: FixtureServer;
  beforeAll(async () => {
    shop = await startFixtureServer((request, response) => {
      const status = Number(request.url?.slice(1)) || 403;
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Refused</h1></body></html>');
    });
  });
  afterAll(() => shop.close());

  it.each([403, 429, 503])('calls a %i answer blocked', async (status) => {
    await expect(
      scrapeProduct(`${shop.origin}/${status}`, {
        options: testOptions({ allowedHosts: [shop.hostPort] }),
      }),
    ).rejects.toMatchObject({ reason: 'blocked', statusCode: 422 });
  });

  it('calls a 404 or 410 a page not found, never blocked', async () => {
    for (const status of [404, 410]) {
      await expect(
        scrapeProduct(`${shop.origin}/${status}`, {
          options: testOptions({ allowedHosts: [shop.hostPort] }),
        }),
      ).rejects.toMatchObject({ reason: 'page_not_found', statusCode: 422 });
    }
  });

  it('keeps another error status a plain upstream failure', async () => {
    await expect(
      scrapeProduct(`${shop.origin}/500`, {
        options: testOptions({ allowedHosts: [shop.hostPort] }),
      }),
    ).rejects.toMatchObject({ reason: 'upstream_status' });
  });
});

describe('scrapeProduct input', () => {
  it.each(['not a url', 'ftp://shop.example/p/1', 'file:///etc/passwd', 'javascript:alert(1)'])(
    'refuses %s as an invalid link',
    async (url) => {
      await expect(scrapeProduct(url, { options: testOptions() })).rejects.toMatchObject({
        reason: 'invalid_url',
        statusCode: 400,
      });
    },
  );
});
