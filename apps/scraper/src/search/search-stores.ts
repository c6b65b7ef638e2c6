import type { FastifyBaseLogger } from 'fastify';
import {
  failedSearchStatus,
  ScrapeError,
  searchAdapters,
  type ShopPageResults,
  type ShopSearchQuery,
} from '@kolekt/extract';
import type { SearchItem, SearchPage, ShopSearchStatus } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import type { Resolver, ScraperOptions } from '../scraper-options';
import { signImageSource } from './image-signature';
import { signSearchItem } from './item-signature';
import type { SearchCache } from './search-cache';
import { searchShop } from './search-shop';
import type { ShopHealth } from './shop-health';

export interface SearchStoresInput {
  query: ShopSearchQuery;
  options: ScraperOptions;
  resolve?: Resolver;
  /** The client leaving aborts every shop's fetch. */
  signal: AbortSignal;
  log: Pick<FastifyBaseLogger, 'warn'>;
  cache: SearchCache;
  health: ShopHealth;
  /** The cache's answers when the caller already looked them up; otherwise each shop's is read. */
  cached?: Map<SearchStoreId, ShopPageResults>;
  /** Called as each shop finishes, fastest first: its own items and the page so far. */
  onShop?: (shop: { items: SearchItem[]; status: ShopSearchStatus }, page: SearchPage) => void;
}

/**
 * Each item signed with the search's key, so the api can tell our finds from made-up ones, and
 * its picture signed for `GET /api/image` (decision 0064).
 */
export const signItems = (items: SearchItem[], key: string | undefined) =>
  key
    ? items.map((item) => ({
        ...signSearchItem(item, key),
        ...(item.imagePath ? { imageSignature: signImageSource(item.imagePath, key) } : {}),
      }))
    : items;

/** One shop: its cached answer, or a fresh search whose answer (only an answer) is cached. */
async function askShop(store: SearchStoreId, input: SearchStoresInput) {
  const hit = input.cached ? input.cached.get(store) : await input.cache.get(store, input.query);
  if (hit) return { status: 'answered' as const, cached: true, ...hit };
  try {
    const page = await searchShop({ ...input, adapter: searchAdapters[store] });
    if (input.signal.aborted) return undefined;
    if (page.outcome === 'unreadable') {
      // The shop listed products none of which could be read: a changed page, never cached.
      input.health.record(store, 'unreadable');
      input.log.warn(
        { store, status: 'unreadable', key: input.query.key },
        'store search page lists products the adapter cannot read',
      );
      return { status: 'unreadable' as const, cached: false, items: [], hasNextPage: false };
    }
    input.health.record(store, page.items.length ? 'answered' : 'empty');
    await input.cache.set(store, input.query, page);
    return { status: 'answered' as const, cached: false, ...page };
  } catch (error) {
    if (input.signal.aborted) return undefined;
    const status = failedSearchStatus(error);
    input.health.record(store, status);
    const reason = error instanceof ScrapeError ? error.reason : 'unexpected';
    // Which wall or status it was, for whoever reads the log.
    const cause = error instanceof ScrapeError ? error.cause : undefined;
    const detail = [cause, error].find((e): e is Error => e instanceof Error)?.message;
    input.log.warn(
      {
        store,
        status,
        reason,
        detail,
        key: input.query.key,
        err: error instanceof ScrapeError ? undefined : error,
      },
      'store search failed; skipped',
    );
    return { status, cached: false, items: [], hasNextPage: false };
  }
}

/**
 * Asks every configured shop at once and says, per shop, what happened: answered (n items),
 * blocked, unreadable, timeout or failed. The search itself never fails; it resolves with the whole merged
 * page once every shop has answered or given up.
 */
export async function searchStores(input: SearchStoresInput): Promise<SearchPage> {
  const page: Required<SearchPage> = { items: [], hasNextPage: false, shops: [] };
  await Promise.all(
    input.options.search.stores.map(async (store) => {
      const outcome = await askShop(store, input);
      if (!outcome || input.signal.aborted) return;
      const items = signItems(outcome.items, input.options.search.signingKey);
      const status: ShopSearchStatus = {
        id: store,
        store: searchAdapters[store].store,
        status: outcome.status,
        count: items.length,
        ...(outcome.cached ? { cached: true } : {}),
      };
      page.items.push(...items);
      page.shops.push(status);
      page.hasNextPage ||= outcome.hasNextPage;
      input.onShop?.({ items, status }, { ...page, shops: [...page.shops] });
    }),
  );
  return page;
}
