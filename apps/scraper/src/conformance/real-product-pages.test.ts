import { extractProduct } from '@kolekt/extract';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeProduct } from '../scrape-product';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { productMismatches, realProductPages } from '../test-support/product-conformance';
import { realPages } from '../test-support/real-pages';

/**
 * Issue #31's conformance suite for product pages, the server's side: every real product page
 * (../shared/fixtures/real-pages, both folders) is served on 127.0.0.1 under its shop's own host
 * name and path and read through the scraper's own fetch and extraction, then compared with
 * what a shopper sees (expected.json) field by field. The extension's side is
 * apps/extension/src/capture/read-page.test.ts, on the same pages and expectations.
 */
const pages = realProductPages(realPages());

describe('real product pages through the server', () => {
  let shop: FixtureServer;
  beforeAll(async () => {
    const byPath = new Map(pages.map(([, page]) => [new URL(page.pageUrl).pathname, page]));
    shop = await startFixtureServer((request, response) => {
      const page = byPath.get((request.url ?? '/').split('?')[0]!);
      if (page) sendPage(response, page.html());
      else response.writeHead(404).end();
    });
  });
  afterAll(() => shop.close());

  it('has every product page of both folders', () => {
    expect(pages.map(([file]) => file)).toEqual([
      'amazon-co-uk-book.html',
      'amazon-com-kindle.html',
      'shops/trendyol-product-2025-10.html',
    ]);
  });

  it.each(pages)('%s', async (_file, page, expected) => {
    const { hostname, pathname } = new URL(page.pageUrl);
    const product = await scrapeProduct(`http://${hostname}:${shop.port}${pathname}`, {
      options: testOptions({ allowedHosts: [`${hostname}:${shop.port}`] }),
      resolve: fakeResolver({ [hostname]: ['127.0.0.1'] }),
    });
    expect(productMismatches(product, expected)).toEqual([]);
  });
});

describe('productMismatches', () => {
  it('names the field, both values and the source of a wrong reading', () => {
    const [, page, expected] = pages.find(([file]) => file.includes('trendyol'))!;
    const product = extractProduct(load(page.html()), new URL(page.pageUrl));
    const stale = {
      ...product,
      priceValue: 149999,
      provenance: { ...product.provenance, price: 'json-ld' as const },
    };
    expect(productMismatches(stale, expected)).toEqual([
      'price: expected 143999, read 149999 from json-ld',
    ]);
    expect(productMismatches(product, { ...expected, title: 'Başka' })).toEqual([
      `title: expected "Başka", read "${product.title}" from json-ld`,
    ]);
  });
});
