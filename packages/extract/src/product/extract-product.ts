import type { CheerioAPI } from 'cheerio';
import { findStoreByHost } from '@kolekt/shared/stores';
import { canonicalProductUrl } from '../canonical-url';
import { scrapedProductSchema, type ProductSource, type ScrapedProduct } from '../scraped-product';
import { ScrapeError, type FoundDetails } from '../scrape-error';
import { extractAmazonLayout } from './amazon-layout';
import { mergeDrafts, type ProductDraft, type SourceDrafts } from './draft';
import { extractFallbacks } from './fallbacks';
import { defaultCurrency } from './default-currency';
import { formatPrice } from './format-price';
import { extractJsonLd } from './json-ld';
import { extractMetaTags } from './meta-tags';
import { extractMicrodata } from './microdata';
import { pageWall, type PageWall } from './page-walls';
import { withoutPlaceholder } from './placeholders';
import { withoutSeoSuffix } from './seo-title';
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
 * Pages without one (some of Trendyol's) are known by the address their state gives.
 */
function productUrl(
  candidates: [ProductSource, string | undefined][],
  pageUrl: URL,
): { url: string; source: ProductSource } {
  for (const [source, candidate] of candidates) {
    if (candidate && sameSite(new URL(candidate), pageUrl)) {
      return { url: canonicalProductUrl(candidate), source };
    }
  }
  return { url: canonicalProductUrl(pageUrl), source: 'page-url' };
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

/** The sources that describe a product on purpose, unlike a bare document title. */
const structuredSources: ProductSource[] = [
  'json-ld',
  'meta-tags',
  'microdata',
  'trendyol-state',
  'amazon-layout',
];

const wallMessages: Record<PageWall, string> = {
  javascript_shell: 'The page shows its product only after its JavaScript runs.',
  login_wall: 'The page asks to sign in before it shows the product.',
};

/** Each source's reading of the page, placeholder titles dropped so a later real name wins. */
function readSources($: CheerioAPI, pageUrl: URL): SourceDrafts {
  const sources: SourceDrafts = {
    'json-ld': extractJsonLd($, pageUrl),
    'meta-tags': extractMetaTags($, pageUrl),
    microdata: extractMicrodata($, pageUrl),
    'trendyol-state': extractTrendyolState($, pageUrl),
    'amazon-layout': extractAmazonLayout($, pageUrl),
    document: extractFallbacks($, pageUrl),
  };
  for (const [name, draft] of Object.entries(sources)) {
    const title = draft.title && withoutSeoSuffix(draft.title);
    sources[name as ProductSource] = withoutPlaceholder({ ...draft, title });
  }
  return sources;
}

/**
 * Reads the product from a parsed page: each field from the most trusted source that has it,
 * in the shop's order (source-precedence.ts: JSON-LD, meta tags, microdata, the shop's embedded
 * state, shop layouts, then title/image fallbacks by default), recording which source gave it.
 * Placeholder titles ('Yükleniyor…', 'Just a moment...') never count, nor SEO suffixes; a
 * sold-out product has no price from a source other than the one saying it is sold out. A page with no structured product data that is a JavaScript
 * shell or a login wall is `no_product`, carrying what it did show as `found`.
 */
export function extractProduct($: CheerioAPI, pageUrl: URL): ScrapedProduct {
  const sources = readSources($, pageUrl);
  const shop = findStoreByHost(pageUrl.hostname)?.searchId;
  const { draft, provenance } = mergeDrafts(sources, shop);
  const canonicalLink = absoluteUrl($('link[rel~="canonical"]').first().attr('href'), pageUrl);
  const { url, source: urlSource } = productUrl(
    [
      ['canonical-link', canonicalLink],
      ['meta-tags', sources['meta-tags']?.url],
      ['json-ld', sources['json-ld']?.url],
      ['trendyol-state', sources['trendyol-state']?.url],
    ],
    pageUrl,
  );
  provenance.url = urlSource;
  // A sold-out product keeps only the price its own stock source still states (the api keeps
  // such prices out of the baseline); another source's price is no price a shopper can pay.
  if (draft.availability === 'out_of_stock' && provenance.price !== provenance.availability) {
    delete draft.price;
    delete provenance.price;
  }
  const currency = draft.price?.currency ?? draft.currency ?? defaultCurrency(url);
  if (!draft.price || !currency) delete provenance.currency;
  else if (draft.price.currency) provenance.currency = provenance.price;
  else if (!draft.currency) provenance.currency = 'shop-default';
  // Structured data names the product; a bare document title may be a shell's or a login page's.
  const meta = sources['meta-tags'] ?? {};
  const described = structuredSources.some((name) => {
    const source = sources[name];
    return source?.title && (name !== 'meta-tags' || meta.price || meta.image);
  });
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
    wasPrice: draft.price?.was ?? null,
    memberPrice: draft.price?.member ?? null,
    availability: draft.availability ?? 'unknown',
    image: draft.image ?? null,
    url,
    store: storeOf(url),
    description: draft.description ?? null,
    brand: draft.brand ?? null,
    rating: draft.rating ?? null,
    reviews: draft.reviews ?? [],
    identifiers: {
      gtin: draft.gtin ?? null,
      mpn: draft.mpn ?? null,
      model: draft.model ?? null,
      sku: draft.sku ?? null,
    },
    provenance,
  });
  if (!parsed.success) {
    throw new ScrapeError('no_product', 'No product could be found on the page.', {
      cause: parsed.error,
      found: foundDetails(draft, currency),
    });
  }
  return parsed.data;
}
