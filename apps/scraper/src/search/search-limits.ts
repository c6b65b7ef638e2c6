import { addressGroup } from '@kolekt/rate-limit/address-group';
import { createLimiterFactory } from '@kolekt/rate-limit/limiter';
import { searchPassHeader } from '@kolekt/shared/retailer-search';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { readSearchPass } from './search-pass';

/** Live searches a minute (RATE_LIMIT_SEARCHES_PER_MINUTE, RATE_LIMIT_USER_SEARCHES_PER_MINUTE). */
export interface SearchLimits {
  /** Per client address (IPv6: per /64), for searches without a valid pass. */
  perAddress: number;
  /** Per signed-in user, whatever address the searches come from. */
  perUser: number;
}

export const defaultSearchLimits: SearchLimits = { perAddress: 10, perUser: 20 };

/**
 * The live search's limit, as the search route's own `onRequest` hook (decision 0054): a search
 * with a valid pass counts against its user, any other against its client address. Each search
 * fans out to every shop, so an extra one is refused with 429 before any shop is asked. With a
 * Redis client the counts are shared by every scraper and every api that runs the scraper.
 */
export function createSearchLimit(options: {
  limits: SearchLimits;
  redis?: Redis;
  signingKey?: string;
}): onRequestHookHandler {
  const make = createLimiterFactory(options.redis);
  const perUser = make({
    name: 'search-user',
    points: options.limits.perUser,
    durationSeconds: 60,
  });
  const perAddress = make({
    name: 'search-address',
    points: options.limits.perAddress,
    durationSeconds: 60,
  });
  return async (request, reply) => {
    const pass = request.headers[searchPassHeader];
    const userId = readSearchPass({ pass, signingKey: options.signingKey });
    const taken = userId
      ? await perUser.take(userId)
      : await perAddress.take(addressGroup(request.ip));
    if (taken.allowed) return;
    const { retryAfterSeconds } = taken;
    return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({
      success: false,
      message: serverMessages.retailerSearchTooMany,
      data: { retryAfterSeconds },
      statusCode: 429,
    });
  };
}
