import { searchAdapters, type SearchAdapter } from '@kolekt/extract';
import type { SearchItem, SearchMessage, ShopSearchStatus } from '@kolekt/shared/retailer-search';
import type { SearchRequest } from '../lib/runtime-messages';
import { searchShop } from './search-shop';

/** The server's default time one shop may take (SCRAPER_SEARCH_TIMEOUT_MS). */
export const shopTimeoutMs = 8000;

export interface RunSearchOptions {
  query: SearchRequest;
  onMessage(message: SearchMessage): void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  adapters?: SearchAdapter[];
  timeoutMs?: number;
}

/** As the server folds a search key: trimmed, 'İ' to 'i', lowercased. */
const normalizeKey = (key: string) => key.trim().replace(/İ/g, 'i').toLowerCase().slice(0, 200);

/**
 * Every built-in shop's search, or only `query.store`'s when the user picked one, run at once in
 * the user's browser and streamed like the server's: one 'wait' per shop as it finishes (its new
 * items and the statuses so far), then 'completed' with the whole merged page and every status.
 */
export async function runSearch(options: RunSearchOptions): Promise<void> {
  const known = options.adapters ?? Object.values(searchAdapters);
  const { store } = options.query;
  const adapters = store ? known.filter((adapter) => adapter.id === store) : known;
  const query = { ...options.query, key: normalizeKey(options.query.key) };
  const signal = options.signal ?? new AbortController().signal;
  const seen = new Set<string>();
  const items: SearchItem[] = [];
  const shops: ShopSearchStatus[] = [];
  let hasNextPage = false;

  await Promise.all(
    adapters.map(async (adapter) => {
      const outcome = await searchShop({
        adapter,
        query,
        fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
        timeoutMs: options.timeoutMs ?? shopTimeoutMs,
        signal,
      });
      if (signal.aborted) return;
      const fresh = outcome.items.filter((item) => !seen.has(item.pureUrl));
      for (const item of fresh) seen.add(item.pureUrl);
      items.push(...fresh);
      hasNextPage ||= outcome.hasNextPage;
      shops.push({
        id: adapter.id,
        store: adapter.store,
        status: outcome.status,
        count: outcome.items.length,
      });
      options.onMessage({
        success: true,
        message: 'wait',
        data: { items: fresh, hasNextPage, shops: [...shops] },
      });
    }),
  );
  if (signal.aborted) return;
  options.onMessage({
    success: true,
    message: 'completed',
    data: { items, hasNextPage, shops },
  });
}
