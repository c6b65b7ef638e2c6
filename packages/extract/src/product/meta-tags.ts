import type { CheerioAPI } from 'cheerio';
import { normalizeAvailability } from './availability';
import type { ProductDraft } from './draft';
import { firstGtin } from './gtin';
import { normalizeCurrency, parseMachinePrice } from './parse-price';
import { absoluteUrl, cleanText } from './text';

/** The first content of each `<meta property|name>`, keyed in lowercase. */
function readMeta($: CheerioAPI): Map<string, string> {
  const meta = new Map<string, string>();
  $('meta[content]').each((_index, element) => {
    const key = ($(element).attr('property') ?? $(element).attr('name') ?? '').trim().toLowerCase();
    const content = $(element).attr('content');
    if (key && content?.trim() && !meta.has(key)) meta.set(key, content);
  });
  return meta;
}

/** OpenGraph, its `product:` extension, Twitter cards and the plain description meta. */
export function extractMetaTags($: CheerioAPI, base: URL): ProductDraft {
  const meta = readMeta($);
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find(Boolean);
  const amount = parseMachinePrice(
    first('product:price:amount', 'og:price:amount', 'product:sale_price:amount') ?? null,
  );
  const currency = normalizeCurrency(
    first('product:price:currency', 'og:price:currency', 'product:sale_price:currency'),
  );
  return {
    title: cleanText(first('og:title', 'twitter:title'), 500),
    price: amount === null ? undefined : { value: amount, currency },
    currency: currency ?? undefined,
    availability: normalizeAvailability(first('product:availability', 'og:availability')),
    image: absoluteUrl(
      first(
        'og:image:secure_url',
        'og:image',
        'og:image:url',
        'twitter:image',
        'twitter:image:src',
      ),
      base,
    ),
    url: absoluteUrl(first('og:url'), base),
    description: cleanText(first('og:description', 'description', 'twitter:description')),
    brand: cleanText(first('product:brand', 'og:brand'), 200),
    gtin: firstGtin(
      ['product:gtin', 'product:ean', 'product:upc', 'product:isbn'].map((key) => meta.get(key)),
    ),
    sku: cleanText(first('product:retailer_item_id')),
  };
}
