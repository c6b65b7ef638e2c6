/*
 * Module map of the scraper:
 *   scrape-product.ts        link → fetched page → product (this file; the api calls it in-process)
 *   routes.ts                public routes (health, GET /search), also mounted in-process by the api
 *   scrape-route.ts, app.ts  POST /scrape for a separately run scraper, and that server
 *   config.ts                env → ScraperOptions (SCRAPER_ALLOWED_HOSTS, time and size limits,
 *                            SCRAPER_SEARCH_*, REDIS_URL)
 *   fetch/guarded-fetch.ts   the only way out: per-hop address check, pinned connect, manual
 *                            redirects; helpers resolve-target, address-policy, http-request,
 *                            read-body, content-type
 *   extract/extract-product  sources in order of trust: json-ld, meta-tags, microdata,
 *                            amazon-layout, fallbacks; parse-price / format-price for prices
 *   canonical-url.ts         one URL per product page, for de-duplication
 *   product.ts               the ScrapedProduct schema shared with the api
 *   search/                  the live retailer search, server-sent events:
 *     search-route.ts        GET /search: validation, cache, one 'wait' event per shop, 'completed'
 *     search-stores.ts       every shop at once; a failing shop is logged and skipped
 *     search-shop.ts         one shop: guarded fetch (per-shop time limit) → its adapter → items
 *     adapters/<store>.ts    one per built-in store: search URL and how to read its results page
 *     search-adapters.ts     the adapters by store id; search-store-ids.ts the ids
 *     read-results.ts        item cleaning (price text, absolute links, canonical pureUrl),
 *                            JSON-LD ItemList and embedded-state readers
 *     search-cache.ts        answered searches: in-memory LRU, or Redis (failures = no cache)
 *     (packages/shared retailer-search.ts: SearchItem / SearchMessage, the events the client reads)
 */
import { loadBuffer } from 'cheerio';
import { extractProduct } from './extract/extract-product';
import { guardedFetch } from './fetch/guarded-fetch';
import type { ScrapedProduct } from './product';
import { ScrapeError } from './scrape-error';
import type { Resolver, ScraperOptions } from './scraper-options';

export interface ScrapeDeps {
  options: ScraperOptions;
  /** DNS for the address check; the system resolver unless a test maps names itself. */
  resolve?: Resolver;
  signal?: AbortSignal;
}

/** The link as typed by a user: an absolute http(s) URL, or a 400 `invalid_url`. */
function parseProductUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new ScrapeError('invalid_url', 'The product link is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeError('invalid_url', 'Only http and https links can be scraped.');
  }
  return url;
}

/**
 * Fetches a shop page through the guarded fetcher and reads its product. Throws a ScrapeError,
 * never returns a half-made product.
 */
export async function scrapeProduct(input: string, deps: ScrapeDeps): Promise<ScrapedProduct> {
  const page = await guardedFetch(parseProductUrl(input), deps);
  // The parser sniffs BOMs and <meta charset> too, for Turkish pages still in windows-1254.
  const $ = loadBuffer(page.body, { encoding: { transportLayerEncodingLabel: page.charset } });
  return extractProduct($, page.finalUrl);
}
