import type { SearchAdapter } from '@kolekt/extract/search/adapters/search-adapter';
import { metaRefreshTarget } from '@kolekt/extract/search/meta-refresh';
import { readShopPage, type ShopPageResults } from '@kolekt/extract/search/read-shop-page';
import { fetchShopDocument } from '../fetch/fetch-shop-document';
import type { Resolver, ScraperOptions } from '../scraper-options';

/** A search as asked: key already trimmed and lowercased, page from 1, size capped. */
export interface SearchQuery {
  key: string;
  pageIndex: number;
  pageSize: number;
}

export interface SearchShopInput {
  adapter: SearchAdapter;
  query: SearchQuery;
  options: ScraperOptions;
  resolve?: Resolver;
  signal: AbortSignal;
}

/**
 * Asks one shop through the guarded fetcher (its limits, tightened to the search's per-shop time
 * limit) and reads up to `pageSize` items of its results page. Throws a ScrapeError; a challenge
 * page or a refusal status is `blocked`, never an empty answer.
 */
export async function searchShop(input: SearchShopInput): Promise<ShopPageResults> {
  const { adapter, query, options } = input;
  const base = new URL(options.search.baseUrls[adapter.id] ?? adapter.defaultBaseUrl);
  const fetchPage = (url: URL) =>
    fetchShopDocument(url, {
      options: { ...options, timeoutMs: Math.min(options.timeoutMs, options.search.timeoutMs) },
      resolve: input.resolve,
      signal: input.signal,
    });
  let page = await fetchPage(adapter.searchUrl(base, query.key, query.pageIndex));
  let results = readShopPage(adapter, page.$, page.url, query.pageSize);
  // A page that only sends the reader on (meta refresh) is followed once, on the same shop.
  const next = results.items.length ? undefined : metaRefreshTarget(page.$, page.url);
  if (next) {
    page = await fetchPage(next);
    results = readShopPage(adapter, page.$, page.url, query.pageSize);
  }
  return results;
}
