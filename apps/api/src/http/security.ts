import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/config';

const google = 'https://accounts.google.com';

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * CSP, nosniff, frame-ancestors none, HSTS outside development, CORS for configured origins.
 * helmet's middleware is built once here: the Fastify plugin rebuilds it (and re-parses the
 * CSP) on every request, which cost more than half the throughput of routes without database work.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const isDevelopment = config.nodeEnv === 'development';
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${google}/gsi/client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${google}/gsi/style`],
        // Product images come from the shops; plain-http ones only outside production.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(isDevelopment ? ['http:'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          google,
          ...originOf(config.scraperUrl),
          ...originOf(config.sentryDsn),
        ],
        frameSrc: [google],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // No page of ours sets <base>; 'none' stops injected markup from redirecting relative URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(isDevelopment ? {} : { upgradeInsecureRequests: [] }),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup must be able to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: isDevelopment ? false : { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
}
