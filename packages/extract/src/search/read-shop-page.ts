import type { CheerioAPI } from 'cheerio';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import type { SearchAdapter } from './adapters/search-adapter';
import { jsonLdItems, toSearchItem } from './read-results';

export interface ShopPageResults {
  items: SearchItem[];
  hasNextPage: boolean;
}

/**
 * One shop's results page read by its adapter (JSON-LD when the adapter finds nothing, since a
 * shop that moved its markup may still describe its results for search engines): cleaned,
 * without repeats, at most `pageSize` items. The server and the extension read pages alike.
 */
export function readShopPage(
  adapter: SearchAdapter,
  $: CheerioAPI,
  url: URL,
  pageSize: number,
): ShopPageResults {
  const read = adapter.readResults({ $, url });
  const drafts = read.items.length ? read.items : jsonLdItems($, url);
  const items = new Map<string, SearchItem>();
  for (const draft of drafts) {
    const item = toSearchItem(draft, adapter.store, url);
    if (item && !items.has(item.pureUrl)) items.set(item.pureUrl, item);
    if (items.size === pageSize) break;
  }
  return { items: [...items.values()], hasNextPage: read.hasNextPage };
}
