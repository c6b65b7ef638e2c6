import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { SearchOptions } from '../scraper-options';
import type { ShopPageResults } from '@kolekt/extract/search/read-shop-page';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import type { SearchQuery } from './search-shop';

/**
 * One shop's answered results by key and page. Only answers are stored: a blocked, failed or
 * timed-out shop is asked again next time. Both methods never throw: a broken cache is no cache.
 */
export interface SearchCache {
  get(store: SearchStoreId, query: SearchQuery): Promise<ShopPageResults | undefined>;
  set(store: SearchStoreId, query: SearchQuery, page: ShopPageResults): Promise<void>;
  close(): Promise<void>;
}

export const searchCacheKey = (store: SearchStoreId, query: SearchQuery) =>
  `kolekt:search:v2:${store}:${query.pageIndex}:${query.pageSize}:${query.key}`;

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
function redisCache(
  redis: Redis,
  options: SearchOptions,
  log: FastifyBaseLogger,
  owned: boolean,
): SearchCache {
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
    async close() {
      if (owned) redis.disconnect();
    },
  };
}

/**
 * Redis when one is given (the api's client) or REDIS_URL is set, else a bounded in-memory LRU;
 * a TTL of 0 turns caching off.
 */
export function createSearchCache(
  options: SearchOptions,
  log: FastifyBaseLogger,
  shared?: Redis,
): SearchCache {
  if (options.cacheTtlMs <= 0) return noCache;
  if (shared) return redisCache(shared, options, log, false);
  if (!options.redisUrl) return memoryCache(options);
  const redis = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  let reported = false;
  redis.on('error', (error: unknown) => {
    // ioredis retries on its own; one line per outage is enough.
    if (!reported) log.warn({ err: error }, 'search cache: Redis unreachable');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redisCache(redis, options, log, true);
}
