import { Impit, type ImpitResponse } from 'impit';
import { impersonatedBrowser, navigationHeaders } from './browser-headers';

/**
 * Sends one GET as Chrome would (TLS, HTTP/2, headers) through the guard proxy. A fresh client per
 * hop, so no pooled connection or tunnel checked for an earlier hop is reused for this one.
 */
export function sendRequest(
  url: URL,
  proxyUrl: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<ImpitResponse> {
  const client = new Impit({
    browser: impersonatedBrowser,
    proxyUrl,
    followRedirects: false,
    // HTTP/3 cannot go through a proxy, so it stays off: every byte passes the guard.
    http3: false,
    timeout: Math.max(1, timeoutMs),
  });
  return client.fetch(url.href, { headers: navigationHeaders, signal, redirect: 'manual' });
}
