import type { Availability } from '@kolekt/shared/price';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import {
  draftFields,
  type ProductSource,
  type Provenance,
  type ScrapedReview,
} from '../scraped-product';
import { sourceOrder } from './source-precedence';

/**
 * A price as one source states it: the amount a shopper pays now, with the struck-through
 * amount it was (`was`) and the amount only members pay (`member`) kept beside it, never in it.
 */
export interface DraftPrice {
  value: number;
  currency: string | null;
  was?: number;
  member?: number;
}

/** What one source (JSON-LD, OpenGraph, microdata, a shop layout…) found; any field may be missing. */
export interface ProductDraft {
  title?: string;
  price?: DraftPrice;
  /** Whether the shop sells it now, when the source says so. */
  availability?: Availability;
  /** A currency named apart from any price (e.g. `product:price:currency` alone). */
  currency?: string;
  image?: string;
  url?: string;
  description?: string;
  brand?: string;
  rating?: { value: number; count: number | null };
  reviews?: ScrapedReview[];
  /** GTIN-14 (gtin.ts): sources give only valid barcodes. */
  gtin?: string;
  mpn?: string;
  model?: string;
  sku?: string;
}

export const maxReviews = 5;

export type SourceDrafts = Partial<Record<ProductSource, ProductDraft>>;

const isEmpty = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * Field by field, the first source in the shop's order (source-precedence.ts) that has a value
 * wins, and the provenance records which one it was.
 */
export function mergeDrafts(
  sources: SourceDrafts,
  shop: SearchStoreId | undefined,
): { draft: ProductDraft; provenance: Provenance } {
  const draft: ProductDraft = {};
  const provenance: Provenance = {};
  for (const field of draftFields) {
    for (const source of sourceOrder(shop, field)) {
      const value = sources[source]?.[field];
      if (isEmpty(value)) continue;
      Object.assign(draft, { [field]: value });
      provenance[field] = source;
      break;
    }
  }
  return { draft, provenance };
}
