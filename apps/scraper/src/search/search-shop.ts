import {
  readShopSearch,
  type SearchAdapter,
  type ShopPageResults,
  type ShopSearchQuery,
} from '@kolekt/extract';
import { fetchShopDocument } from '../fetch/fetch-shop-document';
import type { Resolver, ScraperOptions } from '../scraper-options';

export interface SearchShopInput {
  adapter: SearchAdapter;
  query: ShopSearchQuery;
  options: ScraperOptions;
  resolve?: Resolver;
  signal: AbortSignal;
}

/**
 * Asks one shop through the guarded fetcher (its limits, tightened to the search's per-shop time
 * limit) and reads up to `pageSize` items of its results page. Throws a ScrapeError; a challenge
 * page or a refusal status is `blocked`, never an empty answer.
 */
export function searchShop(input: SearchShopInput): Promise<ShopPageResults> {
  const { adapter, options } = input;
  const base = new URL(options.search.baseUrls[adapter.id] ?? adapter.defaultBaseUrl);
  return readShopSearch(adapter, input.query, base, (url) =>
    fetchShopDocument(url, {
      options: { ...options, timeoutMs: Math.min(options.timeoutMs, options.search.timeoutMs) },
      resolve: input.resolve,
      signal: input.signal,
    }),
  );
}
