import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import type { SearchLimits } from './search/search-limits';

/** The live retailer search (GET /search): which shops, where they are, how long each may take. */
export interface SearchOptions {
  /** Shops asked, in the order their adapters start; all 8 unless SCRAPER_SEARCH_STORES says less. */
  stores: readonly SearchStoreId[];
  /** Base URL per shop replacing the real one (tests' fixture shops); a path prefix is kept. */
  baseUrls: Partial<Record<SearchStoreId, string>>;
  /** Time limit of one shop's search, on top of the guarded fetcher's own limit. */
  timeoutMs: number;
  /** How long an answered key + page is answered again from the cache. */
  cacheTtlMs: number;
  /** Entries of the in-memory cache (used when there is no Redis). */
  cacheMaxEntries: number;
  /**
   * Redis shared by every instance, for the cache and the limits; a failing Redis means no cache
   * and limits counted in memory, never a failed search.
   */
  redisUrl?: string;
  /** Starts every key the scraper keeps in its own Redis connection (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** Searches a minute per client address and per signed-in user before 429. */
  limits: SearchLimits;
  /**
   * Key that signs each result (search/item-signature.ts), so the api can tell a result its own
   * search found from one a client made up; unsigned results without it.
   */
  signingKey?: string;
}

/** A real browser for pages that only show their product after JavaScript runs. */
export interface BrowserOptions {
  /** A Chromium executable (SCRAPER_BROWSER_PATH), e.g. /usr/bin/chromium. */
  executablePath: string;
  /** Pages open at once across every scrape: the pool's hard cap. */
  maxPages: number;
}

/** What one scrape may do: where it may go, how long it may take and how much it may read. */
export interface ScraperOptions {
  /** Exact `host:port` entries (lowercase) that skip the address check, for fixture shops in tests. */
  allowedHosts: readonly string[];
  /** Whole scrape, DNS and every redirect included. */
  timeoutMs: number;
  /** Decoded body size at which the download is cut off and refused. */
  maxBytes: number;
  maxRedirects: number;
  search: SearchOptions;
  /** Off unless SCRAPER_BROWSER_PATH is set. */
  browser?: BrowserOptions;
}

/** One address the host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses; injected so tests never touch real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
