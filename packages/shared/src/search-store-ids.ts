/** The built-in shops the live search asks, by the id used in SCRAPER_SEARCH_* settings. */
export const searchStoreIds = [
  'amazon',
  'trendyol',
  'hepsiburada',
  'n11',
  'ciceksepeti',
  'teknosa',
  'mediamarkt',
  'boyner',
] as const;

export type SearchStoreId = (typeof searchStoreIds)[number];
