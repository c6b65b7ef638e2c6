import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { searchStoreIds } from '@kolekt/shared/search-store-ids';
import type { Resolver, ScraperOptions, SearchOptions } from '../scraper-options';
import type { TlsIdentity } from './test-ca';
import { defaultSearchLimits } from '../search/search-limits';

export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A fake shop on 127.0.0.1 that counts the connections it receives. */
export interface FixtureServer {
  /** `http://127.0.0.1:port`, or `https://…` when it serves TLS. */
  origin: string;
  port: number;
  /** `127.0.0.1:port`, as SCRAPER_ALLOWED_HOSTS writes it. */
  hostPort: string;
  connections: () => number;
  requests: IncomingMessage[];
  close: () => Promise<void>;
}

/** With `tls`, the shop speaks https with that certificate (test-support/test-ca.ts issues one). */
export interface FixtureServerOptions {
  tls?: TlsIdentity;
}

export async function startFixtureServer(
  handler: FixtureHandler,
  { tls }: FixtureServerOptions = {},
): Promise<FixtureServer> {
  let connections = 0;
  const requests: IncomingMessage[] = [];
  const onRequest: FixtureHandler = (request, response) => {
    requests.push(request);
    handler(request, response);
  };
  const server = tls ? https.createServer(tls, onRequest) : http.createServer(onRequest);
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    hostPort: `127.0.0.1:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

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
