import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { addressGroup } from '../lib/client-address';
import { refuseTooMany } from './rate-limit-reply';

/**
 * The live retailer search fans out to every shop, so it is counted per client address
 * (RATE_LIMIT_SEARCHES_PER_MINUTE; the browser sends it without a token). Over the limit it is
 * refused with 429 before any shop is asked. The hook is the search route's own, so no other
 * request runs it (decision 0027); register this before the route.
 */
export function registerSearchRateLimit(app: FastifyInstance, searchPath: string) {
  const { retailerSearch } = app.ctx.limiters;
  const countSearch: onRequestHookHandler = async (request, reply) => {
    const taken = await retailerSearch.take(addressGroup(request.ip));
    if (!taken.allowed) return refuseTooMany(reply, taken.retryAfterSeconds);
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== searchPath) return;
    const own = route.onRequest ?? [];
    route.onRequest = [countSearch, ...(Array.isArray(own) ? own : [own])];
  });
}
