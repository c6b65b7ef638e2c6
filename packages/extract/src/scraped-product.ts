import { availabilities } from '@kolekt/shared/price';
import * as z from 'zod';
import { toGtin14 } from './product/gtin';

/** One customer review, kept for the later AI analysis of a product. */
export const scrapedReviewSchema = z.object({
  text: z.string().min(1),
  rating: z.number().nullable(),
  author: z.string().nullable(),
});

/**
 * Where on a page a field was read: structured data, the shop's embedded state, a shop layout,
 * the bare document; for the URL also the canonical link or the page's own address; for the
 * currency the shop's default when the page names none.
 */
export const productSources = [
  'json-ld',
  'meta-tags',
  'microdata',
  'trendyol-state',
  'amazon-layout',
  'document',
  'canonical-link',
  'page-url',
  'shop-default',
] as const;
export type ProductSource = (typeof productSources)[number];

/** The fields a source may give; `price` stands for the amount, its currency and the was/member prices beside it. */
export const draftFields = [
  'title',
  'price',
  'currency',
  'availability',
  'image',
  'url',
  'description',
  'brand',
  'rating',
  'reviews',
  'gtin',
  'mpn',
  'model',
  'sku',
] as const;
export type DraftField = (typeof draftFields)[number];

/**
 * A product as read from its shop page. `price` is the display text (e.g. '1.299,90 TL');
 * `priceValue` and `currency` (ISO 4217) are the same price for sorting and conversion: the
 * price the page shows a shopper, never a struck-through `wasPrice` nor a `memberPrice` only
 * members pay (same currency). A sold-out page has no price. `provenance` names the source of
 * each field (decision 0058). `identifiers.gtin` is GTIN-14 (decision 0059). Fields added later
 * default, so an older separately run scraper's reply still parses.
 */
export const scrapedProductSchema = z.object({
  title: z.string().min(1),
  price: z.string().nullable(),
  priceValue: z.number().nonnegative().nullable(),
  currency: z.string().length(3).nullable(),
  wasPrice: z.number().nonnegative().nullable().default(null),
  memberPrice: z.number().nonnegative().nullable().default(null),
  availability: z.enum(availabilities).default('unknown'),
  image: z.url({ protocol: /^https?$/ }).nullable(),
  url: z.url({ protocol: /^https?$/ }),
  store: z.string().min(1),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  rating: z.object({ value: z.number(), count: z.number().int().nullable() }).nullable(),
  reviews: z.array(scrapedReviewSchema).max(5),
  identifiers: z.object({
    // An older scraper's 13-digit EAN is brought to the stored form, an invalid one dropped.
    gtin: z
      .string()
      .nullable()
      .transform((value) => toGtin14(value)),
    mpn: z.string().nullable(),
    model: z.string().nullable().default(null),
    sku: z.string().nullable(),
  }),
  provenance: z.partialRecord(z.enum(draftFields), z.enum(productSources)).default({}),
});

export type ScrapedProduct = z.infer<typeof scrapedProductSchema>;
export type ScrapedReview = z.infer<typeof scrapedReviewSchema>;
export type Provenance = ScrapedProduct['provenance'];
