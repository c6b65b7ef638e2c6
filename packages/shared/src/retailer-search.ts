import * as z from 'zod';
import type { SearchStoreId } from './search-store-ids';

/**
 * One result of the live retailer search, shaped as `product/create` takes an external product
 * (spec §3: pureUrl is the product link). `price` is display text like '1.299,90 TL'.
 * `signature` (with `signedAt`, epoch ms) is the server's proof that its own search of the shop
 * found this item as it stands; results read in a user's browser carry none, nor an
 * `imageSignature`.
 */
export const searchItemSchema = z.object({
  title: z.string().min(1).max(500),
  store: z.string().min(1),
  price: z.string().nullable(),
  imagePath: z.url({ protocol: /^https?$/ }).nullable(),
  pureUrl: z.url({ protocol: /^https?$/ }),
  signature: z.string().max(128).optional(),
  signedAt: z.number().int().nonnegative().optional(),
  /** Lets `GET /api/image` serve this unsaved result's picture (decision 0064). */
  imageSignature: z.string().max(64).optional(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

/**
 * `GET /api/retailer-search/pass`: who is searching, signed for the scraper, sent with a signed-in
 * user's live searches in the `searchPassHeader`; `expiresAt` in epoch ms.
 */
export const searchPassSchema = z.object({ pass: z.string(), expiresAt: z.number().int() });
export type SearchPass = z.infer<typeof searchPassSchema>;

/** The request header of a search pass (lowercase, as Node hands headers over). */
export const searchPassHeader = 'x-search-pass';

/**
 * What one shop's search came to: `answered` (with `count` items, maybe 0), `blocked` (a
 * challenge, captcha or bot wall, at any status: never an empty answer, never cached),
 * `unreadable` (the page lists products yet none could be read: the shop changed its page, not
 * "no results"; never cached, decision 0060), `timeout`, `failed` (unreachable, an error status).
 */
export const shopSearchStatuses = [
  'answered',
  'blocked',
  'unreadable',
  'timeout',
  'failed',
] as const;
export type ShopSearchStatusKind = (typeof shopSearchStatuses)[number];

export interface ShopSearchStatus {
  id: SearchStoreId;
  /** The built-in store's display name. */
  store: string;
  status: ShopSearchStatusKind;
  /** Items this shop gave for the page (0 unless answered). */
  count: number;
  /** True when this shop's answer came from the cache. */
  cached?: boolean;
}

export interface SearchPage {
  items: SearchItem[];
  /** True when any shop has a next page of results for this key. */
  hasNextPage: boolean;
  /** Every shop reported so far, in the order they finished. */
  shops?: ShopSearchStatus[];
}

/**
 * One server-sent event of GET /search. 'wait': one shop finished (its new items, possibly
 * none, and the statuses so far); 'completed': the last event, carrying the whole merged page and
 * every shop's status, so a client reading only it still gets every result; 'cached': the only
 * event, every item at once, when every shop's answer came from the cache.
 */
export interface SearchMessage {
  success: true;
  message: 'wait' | 'completed' | 'cached';
  data: SearchPage;
}
