/*
 * Module map of the scraper (reading pages is @kolekt/extract's job; this app fetches them):
 *   scrape-product.ts        link → fetched (or rendered) page → product (this file; the api calls it
 *                            in-process)
 *   routes.ts                public routes (health, GET /search), also mounted in-process by the api
 *   scrape-route.ts, app.ts  POST /scrape for a separately run scraper, and that server
 *   config.ts                env → ScraperOptions (SCRAPER_ALLOWED_HOSTS, time and size limits,
 *                            SCRAPER_SEARCH_*, REDIS_URL)
 *   fetch/guarded-fetch.ts   the only way out: impit (a browser's TLS and headers) behind the
 *                            in-process guard proxy (guard-proxy.ts, proxy-*.ts), which checks
 *                            every address a request or redirect goes to;
 *                            fetch-shop-document.ts turns a fetched page into a parsed one, walls
 *                            and refusals into `blocked`
 *   browser/                 headless Chromium for pages that need their scripts run
 *                            (SCRAPER_BROWSER_PATH), its pages also through the guard proxy
 *   close-scraper.ts         stops the shared proxy and browser with the app
 *   search/                  the live retailer search, server-sent events:
 *     search-route.ts        GET /search: validation, per-shop cache, one 'wait' event per shop,
 *                            'completed' with the whole page (or one 'cached' event)
 *     search-stores.ts       every shop at once, each one answered/blocked/timeout/failed
 *     search-shop.ts         one shop: guarded fetch (per-shop time limit) → challenge check →
 *                            its adapter → items
 *     search-cache.ts        answered shops only: in-memory LRU, or Redis (failures = no cache)
 *     shop-health.ts         per-shop reads of the last hour for GET /health, status-change and
 *                            parser-health alarm log lines
 *     item-signature.ts      signs each result so the api can trust what our search found
 * In @kolekt/extract (shared with the browser extension): product/ (extraction from JSON-LD,
 * meta tags, microdata, shop state and layouts, fallbacks; placeholders and page walls),
 * search/ (one adapter per shop), challenge (robot walls → `blocked`), canonical-url,
 * scraped-product, scrape-error.
 */
import { load } from 'cheerio';
import {
  assertNotChallenge,
  extractProduct,
  ScrapeError,
  type ScrapedProduct,
} from '@kolekt/extract';
import { renderPage } from './browser/render-page';
import { fetchShopDocument } from './fetch/fetch-shop-document';
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

/** Reads the product from a page as the plain fetch got it. */
async function scrapeFetched(url: URL, deps: ScrapeDeps): Promise<ScrapedProduct> {
  const page = await fetchShopDocument(url, deps);
  return extractProduct(page.$, page.url);
}

/** Reads the product from the page as headless Chromium shows it once its scripts have run. */
async function scrapeRendered(url: URL, deps: ScrapeDeps): Promise<ScrapedProduct> {
  const page = await renderPage(url, deps);
  assertNotChallenge({ status: 200, headers: {}, html: page.html, url: page.finalUrl.href });
  // Already text: the browser decoded it, whatever charset the page declared.
  return extractProduct(load(page.html), page.finalUrl);
}

// What a browser may change: a page whose product only its scripts write in, or a challenge that
// a browser passes by running it (Cloudflare serves those with a 403). Address refusals and
// other statuses stay as they are.
const worthRendering = (error: unknown): error is ScrapeError =>
  error instanceof ScrapeError && (error.reason === 'no_product' || error.reason === 'blocked');

/**
 * Fetches a shop page through the guarded fetcher and reads its product; when the page needs its
 * scripts run and a browser is configured, renders it and reads it again. Throws a ScrapeError,
 * never returns a half-made product: a refusal or robot check is `blocked`, a page without
 * product data `no_product` (with what it did show as `found`). When the browser does no
 * better, the plain fetch's error is the answer.
 */
export async function scrapeProduct(input: string, deps: ScrapeDeps): Promise<ScrapedProduct> {
  const url = parseProductUrl(input);
  try {
    return await scrapeFetched(url, deps);
  } catch (error) {
    if (!deps.options.browser || !worthRendering(error)) throw error;
    return await scrapeRendered(url, deps).catch(() => {
      throw error;
    });
  }
}
