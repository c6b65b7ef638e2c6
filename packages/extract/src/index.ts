/**
 * What `@kolekt/extract` offers, the one door the api, the scraper and the extension use: reading
 * a product from a shop's page, reading a shop's search results, and telling a shop's wall from
 * its page. Pure functions over fetched HTML (cheerio), alike in Node and in browsers; fetching is
 * the caller's.
 */

// The outcome of a read: the product, or why there is none.
export {
  draftFields,
  productSources,
  scrapedProductSchema,
  scrapedReviewSchema,
  type DraftField,
  type ProductSource,
  type Provenance,
  type ScrapedProduct,
  type ScrapedReview,
} from './scraped-product';
export {
  answerStatusError,
  ScrapeError,
  type FoundDetails,
  type ScrapeErrorOptions,
  type ScrapeErrorReason,
} from './scrape-error';

// Walls: challenge, captcha and bot pages, and refusal statuses.
export {
  asBlocked,
  assertNotChallenge,
  blockedStatuses,
  detectChallenge,
  type FetchedAnswer,
} from './challenge';

// A product page.
export { extractProduct } from './product/extract-product';
export { canonicalProductUrl } from './canonical-url';
export { defaultCurrency } from './product/default-currency';
export { normalizeCurrency, parseMachinePrice, parsePriceText } from './product/parse-price';
export { firstGtin, gs1CheckDigit, toGtin14 } from './product/gtin';

// A shop's search.
export { searchAdapters } from './search/search-adapters';
export {
  resultSources,
  shopUrl,
  storeName,
  type ItemDraft,
  type ResultSource,
  type ResultsPage,
  type SearchAdapter,
  type ShopResults,
} from './search/adapters/search-adapter';
export { readShopPage, type PageOutcome, type ShopPageResults } from './search/read-shop-page';
export {
  failedSearchStatus,
  readShopSearch,
  type ShopSearchQuery,
} from './search/read-shop-search';
