/** Fastify's `trustProxy`: which hops in front may say who the client is. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY, read the same by the api and the scraper: true/false, a hop count, or addresses
 * and subnets of the proxies (comma-separated). Per-address limits count what it makes the
 * client's address, so behind a proxy it must name exactly the hops in front.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
