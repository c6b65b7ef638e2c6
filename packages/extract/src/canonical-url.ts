/** Parameters that say where a visitor came from, not which product they look at. */
const trackingParams = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'igshid',
  'srsltid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'ref',
  'ref_',
  'tag',
  'spm',
  // Trendyol's campaign page the product was found on; the product itself is in the path.
  'boutiqueid',
]);

const isTracking = (name: string) => {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || trackingParams.has(key);
};

/**
 * One spelling per product page, so the same product pasted from different places is stored
 * once: lowercase host (kept with its `www.`), no fragment, no tracking parameters, sorted query.
 */
export function canonicalProductUrl(input: string | URL): string {
  const url = new URL(input);
  url.hostname = url.hostname.toLowerCase();
  url.hash = '';
  const kept = [...url.searchParams].filter(([name]) => !isTracking(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  url.search = new URLSearchParams(kept).toString();
  return url.href;
}
