import type { CheerioAPI } from 'cheerio';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import type { ResultSource, SearchAdapter } from './adapters/search-adapter';
import { listsProducts } from './lists-products';
import { toSearchItem } from './read-results';

/**
 * What reading a results page came to (decision 0060): `read` (items), `empty` (the shop found
 * nothing), or `unreadable` (the page lists products, yet none could be read: the shop changed
 * its page). Walls never get here: the fetch already turned them into `blocked`.
 */
export type PageOutcome = 'read' | 'empty' | 'unreadable';

export interface ShopPageResults {
  items: SearchItem[];
  hasNextPage: boolean;
  /** Where the items came from (cards, state or json-ld); null when none gave any. */
  source: ResultSource | null;
  outcome: PageOutcome;
}

/**
 * One shop's results page read by its adapter (cards, then state, then JSON-LD): cleaned,
 * without repeats, at most `pageSize` items. The server and the extension read pages alike.
 */
export function readShopPage(
  adapter: SearchAdapter,
  $: CheerioAPI,
  url: URL,
  pageSize: number,
): ShopPageResults {
  const read = adapter.readResults({ $, url });
  const items = new Map<string, SearchItem>();
  for (const draft of read.items) {
    const item = toSearchItem(draft, adapter.store, url);
    if (item && !items.has(item.pureUrl)) items.set(item.pureUrl, item);
    if (items.size === pageSize) break;
  }
  const found = [...items.values()];
  const outcome: PageOutcome = found.length
    ? 'read'
    : read.items.length || listsProducts($, url, adapter.productLink)
      ? 'unreadable'
      : 'empty';
  return {
    items: found,
    hasNextPage: found.length > 0 && read.hasNextPage,
    source: found.length ? read.source : null,
    outcome,
  };
}
