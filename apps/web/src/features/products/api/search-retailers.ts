import { pageSizes } from '@kolekt/shared/constants';
import type { Envelope } from '@kolekt/shared/envelope';
import { searchPassHeader, type SearchMessage } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { ApiError, networkErrorMessage, requestFailedMessage } from '@/lib/api-client';
import { readSseData } from '../lib/read-sse-data';
import { getSearchPass } from './get-search-pass';

/**
 * Spec §5: scraped-search terms are trimmed and lowercased, as the scraper keys its cache;
 * 'İ' folds to 'i' first (plain lowercasing would make it 'i̇', Turkish would make 'I' 'ı').
 */
export const normalizeSearchKey = (text: string) => text.trim().replace(/İ/g, 'i').toLowerCase();

interface SearchRetailersOptions {
  /** The scraper's base from GET /api/config: '/scraper', on the page's own origin. */
  scraperUrl: string;
  key: string;
  /** Only this shop; every shop when absent. */
  store?: SearchStoreId;
  signal: AbortSignal;
  onMessage: (message: SearchMessage) => void;
}

/**
 * GET {scraperUrl}/search: the live retailer search, read with fetch and a stream reader rather
 * than EventSource, which would reconnect by itself after the last event. Resolves after the
 * 'completed' or 'cached' event; a refused key (a 400 envelope) or one search too many (429)
 * throws an ApiError. A signed-in user's search carries their search pass.
 */
export async function searchRetailers({
  scraperUrl,
  key,
  store,
  signal,
  onMessage,
}: SearchRetailersOptions) {
  const params = new URLSearchParams({
    key: normalizeSearchKey(key),
    pageIndex: '1',
    pageSize: String(pageSizes.searchLoadMore),
  });
  if (store) params.set('store', store);
  const headers = new Headers({ Accept: 'text/event-stream' });
  const pass = await getSearchPass(signal);
  if (pass) headers.set(searchPassHeader, pass);
  const response = await fetch(`${scraperUrl.replace(/\/$/, '')}/search?${params}`, {
    headers,
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !type.includes('text/event-stream')) {
    const reply = (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
    throw new ApiError(reply?.message || requestFailedMessage, response.status);
  }
  for await (const data of readSseData(response.body)) {
    const message = JSON.parse(data) as SearchMessage;
    onMessage(message);
    if (message.message !== 'wait') return;
  }
  // The stream ended without its last event: the scraper went away mid-search.
  throw new ApiError(networkErrorMessage, 500);
}
