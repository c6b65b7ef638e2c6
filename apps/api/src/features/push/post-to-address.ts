import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from '@kolekt/scraper';

/**
 * A `lookup` that answers the checked addresses whatever name is asked: no second DNS query.
 * All of them when asked for all, so Node's happy eyeballs can still fall back from IPv6 to IPv4.
 */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return callback(null, [...addresses]);
    const { address, family } =
      addresses.find((candidate) => candidate.family === options.family) ?? addresses[0]!;
    callback(null, address, family);
  };
}

/**
 * POSTs `body` to `url` over a connection to one of `addresses`, the ones that were checked,
 * while the Host header and TLS's SNI and certificate check keep the URL's name. No agent, so no
 * pooled connection made for another address is reused. Resolves with the status once the
 * answer ends.
 */
export function postToAddress(options: {
  url: URL;
  addresses: readonly ResolvedAddress[];
  headers: Record<string, string>;
  body: Buffer;
  timeoutMs: number;
}): Promise<number> {
  const { url, body } = options;
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(body.length) },
      lookup: pinnedLookup(options.addresses),
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
