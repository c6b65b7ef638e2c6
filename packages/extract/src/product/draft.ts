import type { Availability } from '@kolekt/shared/price';
import type { ScrapedReview } from '../scraped-product';

/** What one source (JSON-LD, OpenGraph, microdata, a shop layout…) found; any field may be missing. */
export interface ProductDraft {
  title?: string;
  price?: { value: number; currency: string | null };
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
  gtin?: string;
  mpn?: string;
  sku?: string;
}

export const maxReviews = 5;

/** Field by field, the first source that has a value wins: sources come in order of trust. */
export function mergeDrafts(drafts: ProductDraft[]): ProductDraft {
  const merged: ProductDraft = {};
  for (const draft of drafts) {
    for (const [key, value] of Object.entries(draft) as [keyof ProductDraft, unknown][]) {
      const empty = value === undefined || (Array.isArray(value) && value.length === 0);
      if (!empty && merged[key] === undefined) Object.assign(merged, { [key]: value });
    }
  }
  return merged;
}
