import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { verifyAccessToken, type AccessClaims } from '../features/auth/access-token';
import { bearerToken } from '../lib/bearer-token';
import { unauthorized } from './app-error';

/**
 * The claims of an access token that is well signed, unexpired, of a user who still exists and
 * issued after that user last ended their sessions; otherwise null.
 */
export async function checkAccessToken(
  ctx: AppContext,
  token: string,
): Promise<AccessClaims | null> {
  const claims = await verifyAccessToken(token, ctx.secrets.jwtKey);
  if (!claims) return null;
  return (await ctx.sessionStanding.allows(claims)) ? claims : null;
}

/** Hook for routes open to guests: sets `request.userId` when a valid token comes along. */
export async function identify(request: FastifyRequest, _reply?: FastifyReply) {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await checkAccessToken(request.server.ctx, token) : null;
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
