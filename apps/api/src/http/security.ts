import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { apiSecurityHeaders, securityHeaders } from './security-headers';
import { isNeverAPage } from './server-paths';

/**
 * Security headers on every reply, CORS for configured origins. The headers are worked out once
 * and set on the raw response in the first hook, so 404s, errors, replies sent by later hooks
 * (429) and streamed replies carry them too (decision 0027): the web app's pages and files get
 * helmet's set, the servers' own replies and the hashed assets the api's short one (decision
 * 0033).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const pageHeaders = securityHeaders(config);
  const apiHeaders = apiSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isNeverAPage(request.url) ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // With no origin configured, only the api's own origin calls it and browsers need no CORS
  // headers: the plugin's per-request hook would only ever decline (a preflight then answers
  // the same 404 envelope either way).
  if (config.corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
}
