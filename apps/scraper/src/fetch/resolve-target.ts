import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ScrapeError } from '@kolekt/extract';
import type { ResolvedAddress, Resolver } from '../scraper-options';
import { isForbiddenHostName, isPublicAddress } from './address-policy';

const refused = () => new ScrapeError('forbidden_address', 'The shop address is not allowed.');

/** The system resolver, every address of the name (the check must see all of them). */
export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** `host:port` as written in SCRAPER_ALLOWED_HOSTS, with the scheme's default port filled in. */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** The bare host of a URL: IPv6 literals lose their brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

async function resolveAll(hostname: string, resolve: Resolver): Promise<ResolvedAddress[]> {
  const family = isIP(hostname);
  if (family) return [{ address: hostname, family: family === 6 ? 6 : 4 }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new ScrapeError('dns_failed', 'The shop address could not be found.', { cause: error });
  }
  if (addresses.length === 0)
    throw new ScrapeError('dns_failed', 'The shop address could not be found.');
  return addresses;
}

/** What can be refused from the URL alone, before anything leaves the process. */
export function checkUrlShape(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeError('unsupported_scheme', 'Only http and https links can be scraped.');
  }
  if (url.username || url.password) throw refused();
}

/**
 * Checks a URL's scheme and every address its host resolves to, and returns them all: a caller
 * that connects only to these (not to the name) leaves no room for a second lookup.
 */
export async function resolveTargetAddresses(
  url: URL,
  allowedHosts: readonly string[],
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  checkUrlShape(url);
  const hostname = bareHost(url);
  const allowed = allowedHosts.includes(hostKey(url));
  if (!allowed && isForbiddenHostName(hostname)) throw refused();
  const addresses = await resolveAll(hostname, resolve);
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address))) throw refused();
  return addresses;
}

/** The one checked address the guard proxy connects a hop to. */
export async function resolveTarget(
  url: URL,
  allowedHosts: readonly string[],
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const [first] = await resolveTargetAddresses(url, allowedHosts, resolve);
  return first as ResolvedAddress;
}
