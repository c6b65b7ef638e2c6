// @vitest-environment node
import { extractProduct } from '@kolekt/extract';
import { productMismatches, realPages, realProductPages } from '@kolekt/scraper/test-support';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readProduct } from './read-page';

/**
 * Issue #31's conformance suite, the extension's side: its reader on every real product page
 * (../shared/fixtures/real-pages), held to the same expectations as the server's
 * (apps/scraper/src/conformance/real-product-pages.test.ts), and giving exactly what the
 * server's extraction gives.
 */
describe('readProduct on real product pages', () => {
  it.each(realProductPages(realPages()))('%s', (_file, page, expected) => {
    const html = page.html().toString('utf8');
    const product = readProduct(html, page.pageUrl);
    expect(product).not.toBeNull();
    expect(productMismatches(product!, expected)).toEqual([]);
    expect(product).toEqual(extractProduct(load(html), new URL(page.pageUrl)));
  });
});
