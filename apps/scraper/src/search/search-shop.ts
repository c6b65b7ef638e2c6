import { loadBuffer } from 'cheerio';
import { guardedFetch } from '../fetch/guarded-fetch';
import type { Resolver, ScraperOptions } from '../scraper-options';
import type { SearchAdapter } from './adapters/search-adapter';
import { jsonLdItems, toSearchItem } from './read-results';
import type { SearchItem, SearchPage } from '@kolekt/shared/retailer-search';

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
 * limit) and reads up to `pageSize` items of its results page. Throws a ScrapeError.
 */
export async function searchShop(input: SearchShopInput): Promise<SearchPage> {
  const { adapter, query, options } = input;
  const base = new URL(options.search.baseUrls[adapter.id] ?? adapter.defaultBaseUrl);
  const page = await guardedFetch(adapter.searchUrl(base, query.key, query.pageIndex), {
    options: { ...options, timeoutMs: Math.min(options.timeoutMs, options.search.timeoutMs) },
    resolve: input.resolve,
    signal: input.signal,
  });
  const $ = loadBuffer(page.body, { encoding: { transportLayerEncodingLabel: page.charset } });
  const read = adapter.readResults({ $, url: page.finalUrl });
  // A shop that moved its markup may still describe its results for search engines.
  const drafts = read.items.length ? read.items : jsonLdItems($, page.finalUrl);
  const items = new Map<string, SearchItem>();
  for (const draft of drafts) {
    const item = toSearchItem(draft, adapter.store, page.finalUrl);
    if (item && !items.has(item.pureUrl)) items.set(item.pureUrl, item);
    if (items.size === query.pageSize) break;
  }
  return { items: [...items.values()], hasNextPage: read.hasNextPage };
}
