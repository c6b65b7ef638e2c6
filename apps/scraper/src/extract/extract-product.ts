import type { CheerioAPI } from 'cheerio';
import { findStoreByHost } from '@kolekt/shared/stores';
import { canonicalProductUrl } from '../canonical-url';
import { scrapedProductSchema, type ScrapedProduct } from '../product';
import { ScrapeError } from '../scrape-error';
import { extractAmazonLayout } from './amazon-layout';
import { mergeDrafts } from './draft';
import { extractFallbacks } from './fallbacks';
import { formatPrice } from './format-price';
import { extractJsonLd } from './json-ld';
import { extractMetaTags } from './meta-tags';
import { extractMicrodata } from './microdata';
import { absoluteUrl } from './text';

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Same shop when one host is the other or a subdomain of it (www., m., tr.…). */
function sameSite(a: URL, b: URL): boolean {
  const [x, y] = [bareHost(a.hostname), bareHost(b.hostname)];
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/**
 * The page's own canonical URL when it names one on the same shop; a page may not claim another
 * shop's product URL, since products are stored once per canonical URL and shared by all users.
 */
function productUrl(candidates: (string | undefined)[], pageUrl: URL): string {
  for (const candidate of candidates) {
    if (candidate && sameSite(new URL(candidate), pageUrl)) return canonicalProductUrl(candidate);
  }
  return canonicalProductUrl(pageUrl);
}

/** Store names for the built-in shops; any other shop is known by its host name. */
function storeOf(url: string): string {
  const host = new URL(url).hostname;
  return findStoreByHost(host)?.name ?? bareHost(host);
}

/** The built-in shops and `.tr` sites price in lira even where the page forgets to say so. */
function defaultCurrency(url: string): string | null {
  const host = new URL(url).hostname;
  return findStoreByHost(host) || host.endsWith('.tr') ? 'TRY' : null;
}

/**
 * Reads the product from a parsed page: sources in order of trust (JSON-LD, OpenGraph and meta
 * tags, microdata, shop layouts, then title/image fallbacks), field by field.
 */
export function extractProduct($: CheerioAPI, pageUrl: URL): ScrapedProduct {
  const jsonLd = extractJsonLd($, pageUrl);
  const meta = extractMetaTags($, pageUrl);
  const draft = mergeDrafts([
    jsonLd,
    meta,
    extractMicrodata($, pageUrl),
    extractAmazonLayout($, pageUrl),
    extractFallbacks($, pageUrl),
  ]);
  const canonicalLink = absoluteUrl($('link[rel~="canonical"]').first().attr('href'), pageUrl);
  const url = productUrl([canonicalLink, meta.url, jsonLd.url], pageUrl);
  const currency = draft.price?.currency ?? draft.currency ?? defaultCurrency(url);
  const parsed = scrapedProductSchema.safeParse({
    title: draft.title,
    price: draft.price ? formatPrice(draft.price.value, currency) : null,
    priceValue: draft.price?.value ?? null,
    currency: draft.price ? currency : null,
    image: draft.image ?? null,
    url,
    store: storeOf(url),
    description: draft.description ?? null,
    brand: draft.brand ?? null,
    rating: draft.rating ?? null,
    reviews: draft.reviews ?? [],
    identifiers: { gtin: draft.gtin ?? null, mpn: draft.mpn ?? null, sku: draft.sku ?? null },
  });
  if (!parsed.success) {
    throw new ScrapeError('no_product', 'No product could be found on the page.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
