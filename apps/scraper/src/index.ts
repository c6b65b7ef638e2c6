/**
 * What `@kolekt/scraper` offers the api, the one door it uses: the scraper as a service (its app
 * and routes, in-process or on its own), reading one product page, the guarded fetcher and its
 * address rules (also for pictures and push endpoints), and the signatures the live search puts
 * on what it found.
 */

// The service: its app, its routes inside the api's app, its configuration.
export { buildScraperApp } from './app';
export { scraperRoutes, type ScraperPublicRoutesOptions } from './routes';
export { closeScraper } from './close-scraper';
export {
  defaultScraperOptions,
  loadScraperConfig,
  redisKeyPrefixSchema,
  ScraperConfigError,
  scraperOptionsFromEnv,
  type ScraperConfig,
} from './config';
export type {
  BrowserOptions,
  ResolvedAddress,
  Resolver,
  ScraperOptions,
  SearchOptions,
} from './scraper-options';

// One product page, read.
export { scrapeProduct, type ScrapeDeps } from './scrape-product';

// The guarded fetcher: only public addresses, every redirect checked.
export { guardedFetch, type FetchedPage, type GuardedFetchOptions } from './fetch/guarded-fetch';
export { isForbiddenHostName, isPublicAddress } from './fetch/address-policy';
export {
  bareHost,
  checkUrlShape,
  hostKey,
  resolveTarget,
  resolveTargetAddresses,
  systemResolver,
} from './fetch/resolve-target';

// What the live search signs: its results, their pictures, and the pass to search.
export { signatureLifetimeMs, signSearchItem, verifySearchItem } from './search/item-signature';
export { signImageSource, verifyImageSource } from './search/image-signature';
export { readSearchPass, searchPassLifetimeMs, signSearchPass } from './search/search-pass';
