import type { FastifyBaseLogger } from 'fastify';
import { ScrapeError } from '../scrape-error';
import type { Resolver, ScraperOptions } from '../scraper-options';
import { searchAdapters } from './search-adapters';
import type { SearchItem, SearchPage } from '@kolekt/shared/retailer-search';
import { searchShop, type SearchQuery } from './search-shop';
import type { SearchStoreId } from './search-store-ids';

export interface SearchStoresInput {
  query: SearchQuery;
  options: ScraperOptions;
  resolve?: Resolver;
  /** The client leaving aborts every shop's fetch. */
  signal: AbortSignal;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Called as each shop answers with items, fastest first. */
  onShopResults: (page: SearchPage, store: SearchStoreId) => void;
}

export interface SearchOutcome extends SearchPage {
  /** Shops that answered (with or without items); 0 means nothing is worth caching. */
  answered: number;
}

/**
 * Asks every configured shop at once. A shop that fails or runs out of time is logged and
 * skipped; the search itself never fails. Resolves when every shop has answered or given up.
 */
export async function searchStores(input: SearchStoresInput): Promise<SearchOutcome> {
  const items: SearchItem[] = [];
  let hasNextPage = false;
  let answered = 0;
  await Promise.all(
    input.options.search.stores.map(async (store) => {
      try {
        const page = await searchShop({ ...input, adapter: searchAdapters[store] });
        if (input.signal.aborted) return;
        answered++;
        hasNextPage ||= page.hasNextPage;
        if (!page.items.length) return;
        items.push(...page.items);
        input.onShopResults(page, store);
      } catch (error) {
        if (input.signal.aborted) return;
        const reason = error instanceof ScrapeError ? error.reason : 'unexpected';
        input.log.warn(
          {
            store,
            reason,
            key: input.query.key,
            err: error instanceof ScrapeError ? undefined : error,
          },
          'store search failed; skipped',
        );
      }
    }),
  );
  return { items, hasNextPage, answered };
}
