import * as z from 'zod';
import type { PagedResult } from './envelope';

/** Whether the shop sells the product now (issue #12); `unknown` when the page does not say. */
export const availabilities = ['in_stock', 'out_of_stock', 'preorder', 'unknown'] as const;
export type Availability = (typeof availabilities)[number];

/**
 * Where a price was seen: Kolekt's own read when a product was added (`server`), a scheduled
 * re-check (`recheck`), or users' own browsers through the extension (`extension`): one user's
 * reading is theirs alone, and counts for everyone only when independent accounts agree (0062).
 */
export const priceSources = ['server', 'recheck', 'extension'] as const;
export type PriceSource = (typeof priceSources)[number];

/** An exact decimal as text ('1299.90'): amounts never pass through binary floating point. */
export const decimalAmountSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 1299.90');

export interface PriceObservation {
  at: string;
  amount: string | null;
  currency: string | null;
  availability: Availability;
  source: PriceSource;
  /** The caller's own browser reading: theirs alone, never the shared price (decision 0062). */
  yours: boolean;
}

/** GET /api/product/{id}/prices: the history and its summary, in the product's current currency. */
export interface PriceHistory {
  items: PriceObservation[];
  lowest: string | null;
  highest: string | null;
  /** The reference price: the median of in-stock prices over 30 days, not the last price. */
  median30d: string | null;
  current: {
    amount: string | null;
    currency: string | null;
    availability: Availability;
    checkedAt: string | null;
    /**
     * When Kolekt next reads the shop's page, as planned now; a past time means at the next
     * round the shop's limits allow. Null when the product is not re-checked (nobody watches it
     * or keeps it in an active collection).
     */
    nextCheckAt: string | null;
  };
}

/** Days of history a price request may ask for. */
export const priceHistoryDays = { default: 90, max: 365 } as const;

export const priceHistoryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(priceHistoryDays.max).default(priceHistoryDays.default),
});

/** POST /api/product/{id}/watch: at least one reason to be told. */
export const watchProductSchema = z
  .object({
    targetPrice: decimalAmountSchema.nullish(),
    onDrop: z.boolean().default(true),
    onBackInStock: z.boolean().default(true),
  })
  .refine((watch) => watch.onDrop || watch.onBackInStock || watch.targetPrice, {
    message: 'choose at least one of onDrop, onBackInStock or targetPrice',
    path: ['onDrop'],
  });
export type WatchProductInput = z.input<typeof watchProductSchema>;

/** One of the caller's watches, with the product as cards show it. */
export interface Watch {
  productId: string;
  title: string;
  store: string;
  url: string;
  imagePath: string | null;
  price: string | null;
  amount: string | null;
  currency: string | null;
  availability: Availability;
  targetPrice: string | null;
  onDrop: boolean;
  onBackInStock: boolean;
  createdAt: string;
}
export type WatchPage = PagedResult<Watch>;

/** Which channels carry price alerts; the bell and e-mail by default, push once allowed. */
export const alertPreferencesSchema = z.object({
  bell: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** One currency's sum in a collection's totals. */
export interface PriceTotal {
  currency: string;
  amount: string;
  /** Products counted (in stock or unknown, with a price in this currency). */
  count: number;
}

/**
 * GET /api/collection/{id}/price-totals: what the collection costs now, per currency, and the
 * products whose card shows a price the sums leave out, by why (decision 0069).
 */
export interface PriceTotals {
  totals: PriceTotal[];
  leftOut: {
    /** Out of stock: the last price the shop gave, which buys nothing now. */
    outOfStock: number;
    /** Details the person who added it gave, not read from the shop (manual entry). */
    unchecked: number;
  };
}
