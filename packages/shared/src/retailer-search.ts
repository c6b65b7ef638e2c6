import * as z from 'zod';

/**
 * One result of the live retailer search, shaped as `product/create` takes an external product
 * (spec §3: pureUrl is the product link). `price` is display text like '1.299,90 TL'.
 */
export const searchItemSchema = z.object({
  title: z.string().min(1).max(500),
  store: z.string().min(1),
  price: z.string().nullable(),
  imagePath: z.url({ protocol: /^https?$/ }).nullable(),
  pureUrl: z.url({ protocol: /^https?$/ }),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export interface SearchPage {
  items: SearchItem[];
  /** True when any shop has a next page of results for this key. */
  hasNextPage: boolean;
}

/**
 * One server-sent event of GET /search. 'wait': one shop's new items (the client appends them);
 * 'completed': the last event, no items; 'cached': the only event, every item at once.
 */
export interface SearchMessage {
  success: true;
  message: 'wait' | 'completed' | 'cached';
  data: SearchPage;
}
