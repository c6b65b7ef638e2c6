import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../features/auth/access-token';
import { unauthorized } from './app-error';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** Hook for routes open to guests: sets `request.userId` when a valid token comes along. */
export async function identify(request: FastifyRequest, _reply?: FastifyReply) {
  const token = bearerToken(request);
  request.userId = token ? await verifyAccessToken(token, request.server.ctx.secrets.jwtKey) : null;
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
