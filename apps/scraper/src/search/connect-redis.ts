import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { SearchOptions } from '../scraper-options';

/**
 * The scraper's own Redis connection, for the search cache and the search limits, when REDIS_URL
 * is set and no client was handed over (the api hands its own to the scraper it mounts). Every
 * command fails at once while Redis is away (no offline queue), so a search never waits on it.
 */
export function connectRedis(options: SearchOptions, log: FastifyBaseLogger): Redis | undefined {
  if (!options.redisUrl) return undefined;
  const redis = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    keyPrefix: options.redisKeyPrefix,
  });
  let reported = false;
  redis.on('error', (error: unknown) => {
    // ioredis retries on its own; one line per outage is enough.
    if (!reported)
      log.warn({ err: error }, 'scraper: Redis unreachable; no cache, limits in memory');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}
