import {
  answerStatusError,
  assertNotChallenge,
  failedSearchStatus,
  readShopSearch,
  ScrapeError,
  type ResultSource,
  type ResultsPage,
  type SearchAdapter,
} from '@kolekt/extract';
import type { SearchItem, ShopSearchStatusKind } from '@kolekt/shared/retailer-search';
import { load } from 'cheerio';
import type { SearchRequest } from '../lib/runtime-messages';

export interface ShopOutcome {
  status: ShopSearchStatusKind;
  items: SearchItem[];
  hasNextPage: boolean;
  /** Where the items came from (cards, state or json-ld); null when none gave any. */
  source: ResultSource | null;
}

const none = (status: ShopSearchStatusKind): ShopOutcome => ({
  status,
  items: [],
  hasNextPage: false,
  source: null,
});

export interface SearchShopInput {
  adapter: SearchAdapter;
  query: SearchRequest;
  fetch: typeof fetch;
  timeoutMs: number;
  signal: AbortSignal;
}

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

/**
 * One page from the user's own browser (its cookies and its fingerprint, which the shops trust),
 * judged as the server judges what it fetches: a wall at any status is `blocked`, another status
 * than 2xx a refusal.
 */
async function fetchInBrowser(
  url: URL,
  input: SearchShopInput,
  signal: AbortSignal,
): Promise<ResultsPage> {
  let response: Response;
  let html: string;
  try {
    response = await input.fetch(url, { credentials: 'include', signal });
    html = await response.text();
  } catch (error) {
    throw new ScrapeError(
      signal.aborted && !input.signal.aborted ? 'timeout' : 'network',
      'The shop did not answer.',
      { cause: error },
    );
  }
  const finalUrl = new URL(response.url || url);
  assertNotChallenge({
    status: response.status,
    headers: headersOf(response),
    html,
    url: finalUrl.href,
  });
  if (!response.ok) throw answerStatusError(response.status);
  return { $: load(html), url: finalUrl };
}

/**
 * Asks one shop from the user's browser and reads the results with the server's own reader
 * (`readShopSearch`: cards, state, JSON-LD, a meta refresh followed once). Never throws: every
 * way it can end is a status, and a challenge page is `blocked`, never an empty answer; a page
 * that lists products none of which could be read is `unreadable` (decision 0060).
 */
export async function searchShop(input: SearchShopInput): Promise<ShopOutcome> {
  const { adapter, query } = input;
  const signal = AbortSignal.any([input.signal, AbortSignal.timeout(input.timeoutMs)]);
  try {
    const page = await readShopSearch(adapter, query, new URL(adapter.defaultBaseUrl), (url) =>
      fetchInBrowser(url, input, signal),
    );
    if (page.outcome === 'unreadable') return none('unreadable');
    const { items, hasNextPage, source } = page;
    return { status: 'answered', items, hasNextPage, source };
  } catch (error) {
    return none(failedSearchStatus(error));
  }
}
