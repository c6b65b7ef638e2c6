import { availabilities } from '@kolekt/shared/price';
import * as z from 'zod';

/** One customer review, kept for the later AI analysis of a product. */
export const scrapedReviewSchema = z.object({
  text: z.string().min(1),
  rating: z.number().nullable(),
  author: z.string().nullable(),
});

/**
 * A product as read from its shop page. `price` is the display text (e.g. '1.299,90 TL');
 * `priceValue` and `currency` (ISO 4217) are the same price for sorting and conversion.
 * `availability` defaults to unknown: a separately run scraper of an older version omits it.
 */
export const scrapedProductSchema = z.object({
  title: z.string().min(1),
  price: z.string().nullable(),
  priceValue: z.number().nonnegative().nullable(),
  currency: z.string().length(3).nullable(),
  availability: z.enum(availabilities).default('unknown'),
  image: z.url({ protocol: /^https?$/ }).nullable(),
  url: z.url({ protocol: /^https?$/ }),
  store: z.string().min(1),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  rating: z.object({ value: z.number(), count: z.number().int().nullable() }).nullable(),
  reviews: z.array(scrapedReviewSchema).max(5),
  identifiers: z.object({
    gtin: z.string().nullable(),
    mpn: z.string().nullable(),
    sku: z.string().nullable(),
  }),
});

export type ScrapedProduct = z.infer<typeof scrapedProductSchema>;
export type ScrapedReview = z.infer<typeof scrapedReviewSchema>;
