import type { SearchMessage } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/** Messages the bridge content script and the pages send to the background worker. */
export type WorkerRequest =
  | { kind: 'auth'; token: string }
  | { kind: 'logout' }
  /** The popup found the token expired: ask an open Kolekt tab for a fresh one. */
  | { kind: 'request-token' }
  /** The options page saved a new address: register the bridge there. */
  | { kind: 'origin-changed' };

/** What the background asks the bridge in a Kolekt tab. */
export type BridgeCommand = { kind: 'token-request' };

/** The port the bridge opens for one search the app asked for. */
export const searchPortName = 'kolekt-search';

export interface SearchRequest {
  key: string;
  pageIndex: number;
  pageSize: number;
  /** Only this shop; every built-in shop when absent. */
  store?: SearchStoreId;
}

export type SearchPortMessage = { kind: 'event'; message: SearchMessage } | { kind: 'error' };
