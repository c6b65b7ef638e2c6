import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config';

const google = 'https://accounts.google.com';

/** Header name and value pairs, in the order helmet sets them. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/** CSP, nosniff, frame-ancestors none, HSTS outside development. */
function helmetOptions(config: Config): Readonly<HelmetOptions> {
  const isDevelopment = config.nodeEnv === 'development';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${google}/gsi/client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${google}/gsi/style`],
        // Product images come from the shops; plain-http ones only outside production.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(isDevelopment ? ['http:'] : [])],
        fontSrc: ["'self'", 'data:'],
        // The live search is on our own origin too (/scraper), whatever SCRAPER_URL says.
        connectSrc: ["'self'", google, ...originOf(config.sentryDsn)],
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
  };
}

/**
 * The headers helmet sets with our options, read once by running its middleware on a stand-in
 * response. None of them depends on the request (no CSP nonce), so every page and file of the
 * web app carries the same list. Helmet's one removal, X-Powered-By, is a header neither Node
 * nor Fastify sets.
 */
export function securityHeaders(config: Config): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let outcome: { error?: unknown } | undefined;
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (outcome = { error }),
  );
  if (!outcome) throw new Error('helmet did not set its headers synchronously');
  if (outcome.error) throw outcome.error;
  return headers;
}

/**
 * The headers of the servers' own replies (JSON, avatars, the hub): what OWASP's REST cheat
 * sheet asks of an api. A browser never runs such a reply as a page, so the page's policy
 * (scripts, styles, fonts, Google's frames) means nothing there; a reply opened as a document
 * anyway may load nothing and be framed by no one. About 250 bytes instead of 1.2 kB per reply.
 */
export function apiSecurityHeaders(config: Config): HeaderList {
  const isDevelopment = config.nodeEnv === 'development';
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ...(isDevelopment
      ? []
      : ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as const)),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
}
