import { ScrapeError } from '../scrape-error';
import type { ResultsPage, SearchAdapter } from './adapters/search-adapter';
import { metaRefreshTarget } from './meta-refresh';
import { readShopPage, type ShopPageResults } from './read-shop-page';

/** A search as asked: key already trimmed and lowercased, page from 1, size capped. */
export interface ShopSearchQuery {
  key: string;
  pageIndex: number;
  pageSize: number;
}

/**
 * One shop's results for a search, read from the pages `fetchPage` brings: the server's guarded
 * fetcher or the user's own browser, each throwing its ScrapeError for a wall or a refused
 * answer. A page that only sends the reader on (meta refresh, as Amazon may answer first) is
 * followed once, on the same shop: both readers read alike.
 */
export async function readShopSearch(
  adapter: SearchAdapter,
  query: ShopSearchQuery,
  base: URL,
  fetchPage: (url: URL) => Promise<ResultsPage>,
): Promise<ShopPageResults> {
  let page = await fetchPage(adapter.searchUrl(base, query.key, query.pageIndex));
  let results = readShopPage(adapter, page.$, page.url, query.pageSize);
  const next = results.items.length ? undefined : metaRefreshTarget(page.$, page.url);
  if (next) {
    page = await fetchPage(next);
    results = readShopPage(adapter, page.$, page.url, query.pageSize);
  }
  return results;
}

/** How a shop's search that threw ended, as both readers report it. */
export function failedSearchStatus(error: unknown): 'blocked' | 'timeout' | 'failed' {
  if (!(error instanceof ScrapeError)) return 'failed';
  if (error.reason === 'blocked') return 'blocked';
  return error.reason === 'timeout' ? 'timeout' : 'failed';
}
