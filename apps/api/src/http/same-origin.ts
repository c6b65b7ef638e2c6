import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { forbidden } from '../lib/errors';

/**
 * Cookie-authenticated calls refuse a browser's cross-site request (CSRF): an Origin header, when
 * sent, must be the api's own, the public URL's, or a configured CORS origin.
 */
export function assertSameOrigin(request: FastifyRequest, config: Config) {
  const origin = request.headers.origin;
  if (!origin) return;
  const allowed = new Set([
    new URL(config.publicUrl).origin,
    `${request.protocol}://${request.host}`,
    ...config.corsOrigins,
  ]);
  if (!allowed.has(origin)) throw forbidden(serverMessages.crossSiteRefused);
}
