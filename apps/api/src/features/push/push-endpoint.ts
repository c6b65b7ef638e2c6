import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isForbiddenHostName, isPublicAddress } from '@kolekt/scraper/fetch/address-policy';

/**
 * Browsers hand out https endpoints of public push services. Anything else (plain http, a
 * private or loopback address, a name like `localhost`) would make Kolekt post to places a user
 * picked, so it is refused, except the `host:port`s of PUSH_ALLOWED_HOSTS (tests' fake service).
 */
const hostKey = (url: URL) =>
  `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** What the endpoint's text alone says: checked when a browser subscribes. */
export function acceptablePushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowedHosts.includes(hostKey(url)))
    return url.protocol === 'https:' || url.protocol === 'http:';
  const host = bareHost(url);
  if (url.protocol !== 'https:' || isForbiddenHostName(host)) return false;
  return !isIP(host) || isPublicAddress(host);
}

/** Checked again before each delivery: every address the name resolves to must be public. */
export async function reachablePushEndpoint(
  endpoint: string,
  allowedHosts: readonly string[],
): Promise<boolean> {
  if (!acceptablePushEndpoint(endpoint, allowedHosts)) return false;
  const url = new URL(endpoint);
  if (allowedHosts.includes(hostKey(url)) || isIP(bareHost(url))) return true;
  const addresses = await lookup(bareHost(url), { all: true, verbatim: true });
  return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address));
}
