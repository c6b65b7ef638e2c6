import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import type { DraftField, ProductSource } from '../scraped-product';

/** The order a page's sources are trusted in, for a shop without a rule of its own. */
const defaultOrder: readonly ProductSource[] = [
  'json-ld',
  'meta-tags',
  'microdata',
  'trendyol-state',
  'amazon-layout',
  'document',
];

/** `preferred` first, then every other source in the default order. */
const first = (...preferred: ProductSource[]): ProductSource[] => [
  ...preferred,
  ...defaultOrder.filter((source) => !preferred.includes(source)),
];

/**
 * Which source wins, per shop and field, where a shop's pages are known to disagree with
 * themselves (decision 0058, SHOPS.md). The one place these rules live: a field a shop does not
 * list follows the default order.
 */
const shopRules: Partial<Record<SearchStoreId, Partial<Record<DraftField, ProductSource[]>>>> = {
  trendyol: {
    // JSON-LD offers.price lags behind the price shown: a real 2025-10 page says 149999 there
    // while the page and merchantListing.winnerVariant.price show 143999.
    price: first('trendyol-state'),
    availability: first('trendyol-state'),
    // The barcode sits in the state's variants; JSON-LD has none.
    gtin: first('trendyol-state'),
    // og:title carries the SEO suffix (' - Fiyatı, Yorumları'); the state names the product.
    title: first('json-ld', 'trendyol-state'),
  },
};

/** The sources for one field of one shop's page, most trusted first. */
export function sourceOrder(shop: SearchStoreId | undefined, field: DraftField): ProductSource[] {
  return (shop && shopRules[shop]?.[field]) || [...defaultOrder];
}
