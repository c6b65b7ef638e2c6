import type { CheerioAPI } from 'cheerio';
import { findStoreByHost } from '@kolekt/shared/stores';
import { canonicalProductUrl } from '../canonical-url';
import { scrapedProductSchema, type ScrapedProduct } from '../scraped-product';
import { ScrapeError, type FoundDetails } from '../scrape-error';
import { extractAmazonLayout } from './amazon-layout';
import { mergeDrafts, type ProductDraft } from './draft';
import { extractFallbacks } from './fallbacks';
import { defaultCurrency } from './default-currency';
import { formatPrice } from './format-price';
import { extractJsonLd } from './json-ld';
import { extractMetaTags } from './meta-tags';
import { extractMicrodata } from './microdata';
import { pageWall, type PageWall } from './page-walls';
import { withoutPlaceholder } from './placeholders';
import { absoluteUrl } from './text';
import { extractTrendyolState } from './trendyol-state';

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

/** What the page showed, for a manual-entry form to start from; placeholders are already gone. */
function foundDetails(draft: ProductDraft, currency: string | null): FoundDetails {
  return {
    ...(draft.title ? { title: draft.title } : {}),
    ...(draft.image ? { image: draft.image } : {}),
    ...(draft.price ? { price: formatPrice(draft.price.value, currency) } : {}),
  };
}

const wallMessages: Record<PageWall, string> = {
  javascript_shell: 'The page shows its product only after its JavaScript runs.',
  login_wall: 'The page asks to sign in before it shows the product.',
};

/**
 * Reads the product from a parsed page: sources in order of trust (JSON-LD, OpenGraph and meta
 * tags, microdata, the shop's embedded state, shop layouts, then title/image fallbacks), field
 * by field. Placeholder titles ('Yükleniyor…', 'Just a moment...') never count; a page with no
 * structured product data that is a JavaScript shell or a login wall is `no_product`, carrying
 * what it did show as `found`.
 */
export function extractProduct($: CheerioAPI, pageUrl: URL): ScrapedProduct {
  const jsonLd = withoutPlaceholder(extractJsonLd($, pageUrl));
  const meta = withoutPlaceholder(extractMetaTags($, pageUrl));
  const structured = [
    jsonLd,
    meta,
    withoutPlaceholder(extractMicrodata($, pageUrl)),
    withoutPlaceholder(extractTrendyolState($, pageUrl)),
    withoutPlaceholder(extractAmazonLayout($, pageUrl)),
  ];
  const draft = mergeDrafts([...structured, withoutPlaceholder(extractFallbacks($, pageUrl))]);
  const canonicalLink = absoluteUrl($('link[rel~="canonical"]').first().attr('href'), pageUrl);
  const url = productUrl([canonicalLink, meta.url, jsonLd.url], pageUrl);
  const currency = draft.price?.currency ?? draft.currency ?? defaultCurrency(url);
  // Structured data names the product; a bare document title may be a shell's or a login page's.
  const described = structured.some(
    (source) => source.title && (source !== meta || meta.price || meta.image),
  );
  const wall = described ? null : pageWall($, pageUrl);
  if (wall) {
    throw new ScrapeError('no_product', wallMessages[wall], {
      cause: new Error(wall),
      found: foundDetails(draft, currency),
    });
  }
  const parsed = scrapedProductSchema.safeParse({
    title: draft.title,
    price: draft.price ? formatPrice(draft.price.value, currency) : null,
    priceValue: draft.price?.value ?? null,
    currency: draft.price ? currency : null,
    availability: draft.availability ?? 'unknown',
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
      found: foundDetails(draft, currency),
    });
  }
  return parsed.data;
}
