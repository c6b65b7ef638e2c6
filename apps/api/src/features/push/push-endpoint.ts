import { isIP } from 'node:net';
import { ScrapeError } from '@kolekt/extract';
import {
  bareHost,
  hostKey,
  isForbiddenHostName,
  isPublicAddress,
  resolveTargetAddresses,
  systemResolver,
  type ResolvedAddress,
  type Resolver,
} from '@kolekt/scraper';

/**
 * Browsers hand out https endpoints of public push services. Anything else (plain http, a
 * private or loopback address in any of its IPv6 forms, a name like `localhost`) would make
 * Kolekt post to places a user picked, so it is refused, except the `host:port`s of
 * PUSH_ALLOWED_HOSTS (tests' fake service). The addresses are judged by the scraper's one address
 * policy (decision 0065).
 */

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

/**
 * Checked again before each delivery: every address the name resolves to must be public. The
 * addresses returned are the only ones the delivery may connect to (a second lookup could answer
 * others); null means the endpoint is not one Kolekt may post to. A name that does not resolve
 * throws, for the queue to try again later.
 */
export async function reachablePushEndpoint(
  endpoint: string,
  allowedHosts: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress[] | null> {
  if (!acceptablePushEndpoint(endpoint, allowedHosts)) return null;
  try {
    return await resolveTargetAddresses(new URL(endpoint), allowedHosts, resolve);
  } catch (error) {
    if (error instanceof ScrapeError && error.reason === 'forbidden_address') return null;
    throw error;
  }
}
