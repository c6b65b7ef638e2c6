import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { addressGroup } from '@kolekt/rate-limit/address-group';
import { bearerToken } from '../lib/bearer-token';
import type { Limiters } from '../lib/rate-limiter';
import { refuseTooMany } from './rate-limit-reply';
import { asArray } from './route-hooks';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The signer of a well-signed bearer token. Enough to choose whose count a write uses; whether
 * the session still stands is the route's own check, after this one.
 */
async function tokenUserId(request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await request.server.ctx.auth.readSignedToken(token);
  return claims?.userId ?? null;
}

/** Counts one write per client address and, when signed in, per user; 429 over either limit. */
async function countWrite(limiters: Limiters, request: FastifyRequest, reply: FastifyReply) {
  const fromAddress = await limiters.writesAddress.take(addressGroup(request.ip));
  if (!fromAddress.allowed) return refuseTooMany(reply, fromAddress.retryAfterSeconds);
  const userId = await tokenUserId(request);
  if (!userId) return;
  const byUser = await limiters.writesUser.take(userId);
  if (!byUser.allowed) return refuseTooMany(reply, byUser.retryAfterSeconds);
}

/**
 * Every write is counted per client address and, when signed in, per user (RATE_LIMIT_*, shared
 * through Redis when set); over either limit it is refused with 429 before its body is read.
 * Only the routes that write carry the hook, so a read pays nothing for it (decision 0043).
 */
export function registerWriteRateLimit(app: FastifyInstance) {
  const { limiters } = app.ctx;
  const countWriteHook: onRequestHookHandler = (request, reply, done) => {
    if (!writeMethods.has(request.method)) return done();
    countWrite(limiters, request, reply).then(() => done(), done);
  };
  app.addHook('onRoute', (route) => {
    if (asArray(route.method).some((method) => writeMethods.has(method))) {
      route.onRequest = [countWriteHook, ...asArray(route.onRequest)];
    }
  });
}
