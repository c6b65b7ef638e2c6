import { detectChallenge } from '@kolekt/extract/challenge';
import type { SearchAdapter } from '@kolekt/extract/search/adapters/search-adapter';
import { readShopPage, type ShopPageResults } from '@kolekt/extract/search/read-shop-page';
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

/** A page the user's browser got, as the server would judge it: a wall at any status is blocked. */
export interface ShopAnswer {
  status: number;
  headers: Record<string, string>;
  html: string;
  url: URL;
}

/**
 * How one shop's answered page reads, with the server's own code (`detectChallenge`, then
 * `readShopPage`: cards, state, JSON-LD): `blocked` for a wall at any status, `unreadable` for a
 * page that lists products none of which could be read (decision 0060), else `answered`.
 */
export function readAnswer(
  adapter: SearchAdapter,
  answer: ShopAnswer,
  pageSize: number,
): { status: ShopSearchStatusKind; page?: ShopPageResults } {
  const challenge = detectChallenge({ ...answer, url: answer.url.href });
  if (challenge) return { status: 'blocked' };
  if (answer.status < 200 || answer.status > 299) return { status: 'failed' };
  const page = readShopPage(adapter, load(answer.html), answer.url, pageSize);
  return { status: page.outcome === 'unreadable' ? 'unreadable' : 'answered', page };
}

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
  try {
    const { status, page } = readAnswer(
      adapter,
      {
        status: response.status,
        headers: headersOf(response),
        html,
        url: new URL(response.url || url),
      },
      query.pageSize,
    );
    if (status !== 'answered' || !page) return none(status);
    return { status, items: page.items, hasNextPage: page.hasNextPage };
  } catch {
    return none('failed');
  }
}
