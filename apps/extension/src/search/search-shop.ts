import { detectChallenge } from '@kolekt/extract/challenge';
import type { SearchAdapter } from '@kolekt/extract/search/adapters/search-adapter';
import { jsonLdItems, toSearchItem } from '@kolekt/extract/search/read-results';
import type { SearchItem, ShopSearchStatusKind } from '@kolekt/shared/retailer-search';
import { load } from 'cheerio';
import type { SearchRequest } from '../lib/runtime-messages';

export interface ShopOutcome {
  status: ShopSearchStatusKind;
  items: SearchItem[];
  hasNextPage: boolean;
}

export interface SearchShopInput {
  adapter: SearchAdapter;
  query: SearchRequest;
  fetch: typeof fetch;
  timeoutMs: number;
  signal: AbortSignal;
}

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

/**
 * Asks one shop from the user's own browser (its cookies and its fingerprint, which the shops
 * trust) and reads the results with the server's adapters. Never throws: every way it can end
 * is a status, and a challenge page is `blocked`, never an empty answer.
 */
export async function searchShop(input: SearchShopInput): Promise<ShopOutcome> {
  const { adapter, query } = input;
  const url = adapter.searchUrl(new URL(adapter.defaultBaseUrl), query.key, query.pageIndex);
  const none = (status: ShopSearchStatusKind): ShopOutcome => ({
    status,
    items: [],
    hasNextPage: false,
  });
  const timeout = AbortSignal.timeout(input.timeoutMs);
  let response: Response;
  let html: string;
  try {
    response = await input.fetch(url, {
      credentials: 'include',
      signal: AbortSignal.any([input.signal, timeout]),
    });
    html = await response.text();
  } catch {
    return none(timeout.aborted ? 'timeout' : 'failed');
  }
  const finalUrl = new URL(response.url || url);
  const challenge = detectChallenge({
    status: response.status,
    headers: headersOf(response),
    html,
    url: finalUrl.href,
  });
  if (challenge) return none('blocked');
  if (!response.ok) return none('failed');
  try {
    const $ = load(html);
    const read = adapter.readResults({ $, url: finalUrl });
    // A shop that moved its markup may still describe its results for search engines.
    const drafts = read.items.length ? read.items : jsonLdItems($, finalUrl);
    const items = new Map<string, SearchItem>();
    for (const draft of drafts) {
      const item = toSearchItem(draft, adapter.store, finalUrl);
      if (item && !items.has(item.pureUrl)) items.set(item.pureUrl, item);
      if (items.size === query.pageSize) break;
    }
    return { status: 'answered', items: [...items.values()], hasNextPage: read.hasNextPage };
  } catch {
    return none('failed');
  }
}
