import * as z from 'zod';
import { validationMessages as m } from './messages';
import { pagedResultSchema } from './envelope';
import { availabilities } from './price';
import { isPriceText } from './price-text';

export const productUrlSchema = z
  .string({ error: m.urlRequired })
  .trim()
  .min(1, m.urlRequired)
  .pipe(z.url({ protocol: /^https?$/, error: m.urlInvalid }));

/** The add-product dialog's By URL form (spec §5). */
export const addByUrlSchema = z.object({ url: productUrlSchema });

export const scrapeToCollectionSchema = z.object({
  url: productUrlSchema,
  collectionId: z.uuid(m.collectionIdInvalid),
});

export const productInCollectionSchema = z.object({
  productId: z.uuid(),
  collectionId: z.uuid(m.collectionIdInvalid),
});

/**
 * product/add/collection: `sourceCollectionId` names the collection the product was taken from,
 * so a product only its adder described keeps the details shown there (decision 0010).
 */
export const addToCollectionSchema = productInCollectionSchema.extend({
  sourceCollectionId: z.uuid(m.collectionIdInvalid).optional(),
});

/** An external search result saved into one collection (spec §7 product/create). */
export const createProductSchema = z.object({
  collectionId: z.uuid(m.collectionIdInvalid),
  title: z.string().trim().min(1).max(500),
  store: z.string().trim().min(1).max(100),
  price: z.string().trim().max(64).nullish(),
  imagePath: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish(),
  pureUrl: productUrlSchema,
  /** The server's signature of a search result it found itself (retailer-search.ts). */
  signature: z.string().max(128).optional(),
  signedAt: z.coerce.number().int().nonnegative().optional(),
});

/** A search text (spec §5 product search): required, at least 2 characters once trimmed. */
export const searchTextSchema = z
  .string({ error: m.searchQueryRequired })
  .trim()
  .min(1, m.searchQueryRequired)
  .min(2, m.searchQueryTooShort);

/** The product search form (spec §5). */
export const productSearchSchema = z.object({ query: searchTextSchema });

/** Where a product's shown details come from. */
export const productDetailsSources = ['shop', 'user'] as const;
export type ProductDetailsSource = (typeof productDetailsSources)[number];

/** A product as lists and cards show it (spec §3). */
export const productSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  store: z.string(),
  price: z.string().nullable(),
  imagePath: z.string().nullable(),
  url: z.string(),
  pureUrl: z.string().optional(),
  /** The shop's own description, when its page has one (long ones cut at 1,000 characters). */
  description: z.string().nullable().optional(),
  /**
   * 'shop': what Kolekt's own read of the shop found, the same for everyone; 'user': details the
   * person who added it captured in their browser or typed, shown only in their collections
   * until Kolekt's own read of the shop confirms the product (decision 0010).
   */
  detailsSource: z.enum(productDetailsSources).optional(),
  /** The price as an exact amount ('1299.90') and its currency, when Kolekt could read one. */
  amount: z.string().nullable().optional(),
  currency: z.string().nullable().optional(),
  availability: z.enum(availabilities).optional(),
  /** In a collection: the change in % since the product was added (−12.5 means 12.5 % cheaper). */
  changeSinceAdded: z.number().nullable().optional(),
  /** The current price is the lowest of the last 30 days (and it has moved in that time). */
  lowestIn30Days: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** A page of products, as every product list returns it. */
export const productPageSchema = pagedResultSchema(productSchema);

/** Where captured details came from: the browser extension, or the manual-entry form. */
export const captureSources = ['extension', 'manual'] as const;

/**
 * A product the user's own browser read (the extension) or the user typed (manual entry),
 * saved into one or more of the caller's collections as that user's details.
 */
export const captureProductSchema = z.object({
  collectionIds: z.array(z.uuid(m.collectionIdInvalid)).min(1).max(20),
  url: productUrlSchema.pipe(z.string().max(2048)),
  title: z.string().trim().min(1, m.productTitleRequired).max(500, m.productTitleTooLong),
  // Only a price: what others may see of it is Kolekt's own formatting of its amount (decision 0062).
  price: z
    .string()
    .trim()
    .max(64, m.productPriceTooLong)
    .refine((text) => text === '' || isPriceText(text), m.productPriceInvalid)
    .nullish(),
  imagePath: z
    .url({ protocol: /^https?$/, error: m.productImageInvalid })
    .max(2048, m.productImageInvalid)
    .nullish(),
  source: z.enum(captureSources),
});
export type CaptureProductInput = z.input<typeof captureProductSchema>;

/** POST product/capture's reply data. */
export interface CapturedProduct {
  product: Product;
  /** The collections it was added to (already being there counts). */
  collectionIds: string[];
}

/**
 * What a failed add-by-URL (422 'Failed to scrape product') still found, so the dialog can offer
 * manual entry prefilled with it. `reason` is the scrape's (blocked, no_product, timeout…).
 */
export interface ScrapeFailureData {
  reason: string;
  detail: string;
  found: {
    url: string;
    store: string;
    title: string | null;
    imagePath: string | null;
    price: string | null;
  };
}
