import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from '../scraper-options';
import { bareHost } from './resolve-target';

// Shops hide prices or serve bot walls to unknown clients; a common desktop browser is let through.
const browserHeaders = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  'Accept-Language': 'tr-TR,tr;q=0.9,en;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
};

/** A lookup that always answers the already checked address, so the socket cannot go elsewhere. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * Sends one GET to the pinned address. The URL's host name stays in the Host header and TLS SNI,
 * so virtual hosts and certificates work as they would for a browser.
 */
export function sendRequest(
  url: URL,
  target: ResolvedAddress,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: bareHost(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: browserHeaders,
        lookup: pinnedLookup(target),
        // A fresh socket per hop: a pooled one could have been opened for another address.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}
