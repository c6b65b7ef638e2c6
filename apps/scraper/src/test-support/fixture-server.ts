import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { searchStoreIds } from '@kolekt/shared/search-store-ids';
import type { Resolver, ScraperOptions, SearchOptions } from '../scraper-options';
import type { TlsIdentity } from './test-ca';
import { defaultSearchLimits } from '../search/search-limits';

export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A request the shop received, with its path (no query) and when it came. */
export type ShopRequest = IncomingMessage & { path: string; at: number };

/** A fake shop on 127.0.0.1, the one every api and scraper test uses. */
export interface FixtureServer {
  /** `http://127.0.0.1:port`, or `https://…` when it serves TLS. */
  origin: string;
  port: number;
  /** `127.0.0.1:port`, as SCRAPER_ALLOWED_HOSTS writes it. */
  hostPort: string;
  /** The address of one of its pages. */
  url: (path: string) => string;
  connections: () => number;
  requests: ShopRequest[];
  requestsTo: (path: string) => ShopRequest[];
  /** The most requests it had in flight at once (what per-shop limits bound). */
  mostInFlight: () => number;
  /** Requests for `path` wait for their answer until the returned function is called. */
  hold: (path: string) => () => void;
  close: () => Promise<void>;
}

/** With `tls`, the shop speaks https with that certificate (test-support/test-ca.ts issues one). */
export interface FixtureServerOptions {
  tls?: TlsIdentity;
}

/** A shop answering every request with `handler`, logging and counting what it receives. */
export async function startFixtureServer(
  handler: FixtureHandler,
  { tls }: FixtureServerOptions = {},
): Promise<FixtureServer> {
  let connections = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const requests: ShopRequest[] = [];
  const held = new Map<string, Promise<void>>();
  const onRequest = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(Object.assign(request, { path, at: Date.now() }));
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => (inFlight -= 1));
    if (held.has(path)) await held.get(path);
    handler(request, response);
  };
  const server = tls ? https.createServer(tls, onRequest) : http.createServer(onRequest);
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hostPort: `127.0.0.1:${port}`,
    url: (path) => `${origin}${path}`,
    connections: () => connections,
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    mostInFlight: () => mostInFlight,
    hold(path) {
      let release = () => {};
      held.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(path);
        release();
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How a shop answers one path. */
export interface ShopPage {
  status?: number;
  contentType?: string;
  body: string;
  /** Answer after this long; `hang` never answers (a time-out for the fetcher). */
  delayMs?: number;
  hang?: boolean;
}

const notFoundPage: ShopPage = { status: 404, body: '<html><body>Not found</body></html>' };

/**
 * A shop serving pages by path; a test may change them as it runs (`pages.set`). Any other path
 * is a 404 page.
 */
export async function startFixtureShop(pages: Record<string, ShopPage> = {}) {
  const served = new Map(Object.entries(pages));
  const shop = await startFixtureServer((request, response) => {
    const page = served.get((request as ShopRequest).path) ?? notFoundPage;
    if (page.hang) return;
    setTimeout(() => {
      response.writeHead(page.status ?? 200, {
        'content-type': page.contentType ?? 'text/html; charset=utf-8',
      });
      response.end(page.body);
    }, page.delayMs ?? 0);
  });
  return { ...shop, pages: served };
}

export type FixtureShop = Awaited<ReturnType<typeof startFixtureShop>>;

/** Serves a page of HTML (or anything else) with the given headers. */
export function sendPage(
  response: ServerResponse,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' },
): void {
  response.writeHead(200, headers);
  response.end(body);
}

/**
 * Search options as the env would give them: every shop, memory cache, the default limits; keys
 * of this test run's own on a shared Redis.
 */
export function testSearchOptions(overrides: Partial<SearchOptions> = {}): SearchOptions {
  return {
    stores: [...searchStoreIds],
    baseUrls: {},
    timeoutMs: 5000,
    cacheTtlMs: 60_000,
    cacheMaxEntries: 100,
    redisKeyPrefix: `test:${randomUUID()}:`,
    limits: defaultSearchLimits,
    ...overrides,
  };
}

/** Options as the env would give them, with the fixture servers' host:port allowed. */
export function testOptions(overrides: Partial<ScraperOptions> = {}): ScraperOptions {
  return {
    allowedHosts: [],
    timeoutMs: 5000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
    search: testSearchOptions(),
    ...overrides,
  };
}

/** A DNS stand-in: names map to fixed addresses, anything else is unknown. No real DNS is asked. */
export function fakeResolver(table: Record<string, string[]>, calls: string[] = []): Resolver {
  return async (hostname) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
