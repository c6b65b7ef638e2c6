import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { SearchOptions } from '../scraper-options';
import type { ShopPageResults, ShopSearchQuery } from '@kolekt/extract';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/**
 * One shop's answered results by key and page. Only answers are stored: a blocked, failed or
 * timed-out shop is asked again next time. Both methods never throw: a broken cache is no cache.
 */
export interface SearchCache {
  get(store: SearchStoreId, query: ShopSearchQuery): Promise<ShopPageResults | undefined>;
  set(store: SearchStoreId, query: ShopSearchQuery, page: ShopPageResults): Promise<void>;
  close(): Promise<void>;
}

/**
 * v3: answers carry their source and outcome, and v2's may hold what the old adapters read (a
 * Trendyol JSON-LD list of other products), so none of them is answered again (decision 0060).
 */
export const searchCacheKey = (store: SearchStoreId, query: ShopSearchQuery) =>
  `kolekt:search:v3:${store}:${query.pageIndex}:${query.pageSize}:${query.key}`;

const noCache: SearchCache = {
  get: async () => undefined,
  set: async () => {},
  close: async () => {},
};

function memoryCache(options: SearchOptions): SearchCache {
  const entries = new LRUCache<string, ShopPageResults>({
    max: options.cacheMaxEntries,
    ttl: options.cacheTtlMs,
  });
  return {
    get: async (store, query) => entries.get(searchCacheKey(store, query)),
    set: async (store, query, page) => void entries.set(searchCacheKey(store, query), page),
    close: async () => entries.clear(),
  };
}

/** Shared by every instance; each command fails at once while Redis is away (no offline queue). */
function redisCache(redis: Redis, options: SearchOptions, log: FastifyBaseLogger): SearchCache {
  const warn = (error: unknown, action: string) =>
    log.warn({ err: error }, `search cache ${action} failed; searching without the cache`);
  return {
    async get(store, query) {
      try {
        const raw = await redis.get(searchCacheKey(store, query));
        return raw ? (JSON.parse(raw) as ShopPageResults) : undefined;
      } catch (error) {
        warn(error, 'read');
        return undefined;
      }
    },
    async set(store, query, page) {
      try {
        const key = searchCacheKey(store, query);
        await redis.set(key, JSON.stringify(page), 'PX', options.cacheTtlMs);
      } catch (error) {
        warn(error, 'write');
      }
    },
    // The connection is its owner's to close: the search route's, or the api's.
    close: async () => {},
  };
}

/**
 * Redis when there is a connection (the api's, or the scraper's own), else a bounded in-memory
 * LRU; a TTL of 0 turns caching off.
 */
export function createSearchCache(
  options: SearchOptions,
  log: FastifyBaseLogger,
  redis?: Redis,
): SearchCache {
  if (options.cacheTtlMs <= 0) return noCache;
  if (redis) return redisCache(redis, options, log);
  return memoryCache(options);
}
