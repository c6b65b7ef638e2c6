import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { SearchOptions } from '../scraper-options';
import type { SearchPage } from '@kolekt/shared/retailer-search';
import type { SearchQuery } from './search-shop';

/** Answered searches by key and page. Both methods never throw: a broken cache is no cache. */
export interface SearchCache {
  get(query: SearchQuery): Promise<SearchPage | undefined>;
  set(query: SearchQuery, page: SearchPage): Promise<void>;
  close(): Promise<void>;
}

export const searchCacheKey = (query: SearchQuery) =>
  `kolekt:search:v1:${query.pageIndex}:${query.pageSize}:${query.key}`;

const noCache: SearchCache = {
  get: async () => undefined,
  set: async () => {},
  close: async () => {},
};

function memoryCache(options: SearchOptions): SearchCache {
  const entries = new LRUCache<string, SearchPage>({
    max: options.cacheMaxEntries,
    ttl: options.cacheTtlMs,
  });
  return {
    get: async (query) => entries.get(searchCacheKey(query)),
    set: async (query, page) => void entries.set(searchCacheKey(query), page),
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
    async get(query) {
      try {
        const raw = await redis.get(searchCacheKey(query));
        return raw ? (JSON.parse(raw) as SearchPage) : undefined;
      } catch (error) {
        warn(error, 'read');
        return undefined;
      }
    },
    async set(query, page) {
      try {
        await redis.set(searchCacheKey(query), JSON.stringify(page), 'PX', options.cacheTtlMs);
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
