import type { FastifyInstance } from 'fastify';
import { addressGroup } from '../lib/client-address';
import { refuseTooMany } from './rate-limit-reply';

/**
 * The live retailer search fans out to every shop, so it is counted per client address
 * (RATE_LIMIT_SEARCHES_PER_MINUTE; the browser sends it without a token). Over the limit it is
 * refused with 429 before any shop is asked.
 */
export function registerSearchRateLimit(app: FastifyInstance, searchPath: string) {
  const { retailerSearch } = app.ctx.limiters;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== searchPath) return;
    const taken = await retailerSearch.take(addressGroup(request.ip));
    if (!taken.allowed) return refuseTooMany(reply, taken.retryAfterSeconds);
  });
}
