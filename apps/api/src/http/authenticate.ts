import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../lib/bearer-token';
import { unauthorized } from '../lib/errors';

/** Hook for routes open to guests: sets `request.userId` when a valid token comes along. */
export async function identify(request: FastifyRequest, _reply?: FastifyReply) {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await request.server.ctx.auth.verifyAccessToken(token) : null;
  request.userId = claims?.userId ?? null;
  request.sessionFamilyId = claims?.familyId ?? null;
}

/** Hook for signed-in routes: 401 without a valid access token. */
export async function authenticate(request: FastifyRequest, _reply?: FastifyReply) {
  await identify(request);
  if (!request.userId) throw unauthorized();
}

/** The caller's id inside a route guarded by `authenticate`. */
export function callerId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}
