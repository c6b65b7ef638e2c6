import * as z from 'zod';
import { validationMessages as m } from './messages';

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
});

/** A search text (spec §5 product search): required, at least 2 characters once trimmed. */
export const searchTextSchema = z
  .string({ error: m.searchQueryRequired })
  .trim()
  .min(1, m.searchQueryRequired)
  .min(2, m.searchQueryTooShort);

/** The product search form (spec §5). */
export const productSearchSchema = z.object({ query: searchTextSchema });

/** A product as lists and cards show it (spec §3). */
export interface Product {
  id: string;
  title: string;
  store: string;
  price: string | null;
  imagePath: string | null;
  url: string;
  pureUrl?: string;
}
