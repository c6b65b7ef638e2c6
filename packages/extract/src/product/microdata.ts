import type { CheerioAPI, Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import type { ScrapedReview } from '../scraped-product';
import { normalizeAvailability } from './availability';
import { maxReviews, type ProductDraft } from './draft';
import { firstGtin } from './gtin';
import { normalizeCurrency, parseMachinePrice, parsePriceText } from './parse-price';
import { absoluteUrl, cleanText, looseCount, looseNumber } from './text';

type Scope = Cheerio<Element>;

/** The elements carrying property `name` of this item, not of an item nested inside it. */
function props($: CheerioAPI, scope: Scope, name: string): Scope {
  const owner = scope.get(0);
  return scope
    .find(`[itemprop~="${name}"]`)
    .filter((_index, element) => $(element).parent().closest('[itemscope]').get(0) === owner);
}

/** A property's value as microdata defines it: content, href, src, datetime or the text. */
function valueOf($: CheerioAPI, element: Scope): string | undefined {
  const tag = element.get(0)?.tagName.toLowerCase();
  const attribute =
    element.attr('content') ??
    (tag === 'a' || tag === 'link' ? element.attr('href') : undefined) ??
    (tag === 'img' ? (element.attr('src') ?? element.attr('data-src')) : undefined) ??
    (tag === 'time' ? element.attr('datetime') : undefined) ??
    (tag === 'data' || tag === 'meter' ? element.attr('value') : undefined);
  return attribute ?? element.text();
}

function prop($: CheerioAPI, scope: Scope, ...names: string[]): string | undefined {
  for (const name of names) {
    const found = props($, scope, name).first();
    if (found.length) return valueOf($, found);
  }
  return undefined;
}

function priceOf($: CheerioAPI, product: Scope): ProductDraft['price'] {
  const offers = props($, product, 'offers');
  for (const scope of [...offers.toArray().map((element) => $(element)), product]) {
    const element = props($, scope, 'price').first().length
      ? props($, scope, 'price').first()
      : props($, scope, 'lowPrice').first();
    if (!element.length) continue;
    const content = element.attr('content');
    const parsed = content
      ? { value: parseMachinePrice(content), currency: null }
      : parsePriceText(element.text());
    if (parsed?.value == null) continue;
    const currency = normalizeCurrency(prop($, scope, 'priceCurrency')) ?? parsed.currency;
    return { value: parsed.value, currency };
  }
  return undefined;
}

/** `availability` of the first offer stating one, else of the product itself. */
function availabilityOf($: CheerioAPI, product: Scope): ProductDraft['availability'] {
  const offers = props($, product, 'offers').toArray();
  for (const scope of [...offers.map((element) => $(element)), product]) {
    const stated = normalizeAvailability(prop($, scope, 'availability'));
    if (stated) return stated;
  }
  return undefined;
}

/** A nested item's `name` (brand, author) or the property's own text. */
function nameOf($: CheerioAPI, scope: Scope, property: string): string | undefined {
  const element = props($, scope, property).first();
  if (!element.length) return undefined;
  const nested = element.is('[itemscope]') ? prop($, element, 'name') : undefined;
  return cleanText(nested ?? valueOf($, element), 200);
}

function reviewsOf($: CheerioAPI, product: Scope): ScrapedReview[] {
  const reviews: ScrapedReview[] = [];
  props($, product, 'review').each((_index, element) => {
    const review = $(element);
    const text = cleanText(prop($, review, 'reviewBody', 'description'), 2000);
    if (!text || reviews.length === maxReviews) return;
    const ratingScope = props($, review, 'reviewRating').first();
    const rating = ratingScope.length
      ? looseNumber(prop($, ratingScope, 'ratingValue'))
      : undefined;
    reviews.push({ text, rating: rating ?? null, author: nameOf($, review, 'author') ?? null });
  });
  return reviews;
}

/** The first schema.org Product item in the page's microdata. */
export function extractMicrodata($: CheerioAPI, base: URL): ProductDraft {
  const product = $('[itemscope][itemtype*="schema.org/Product"]').first();
  if (!product.length) return {};
  const ratingScope = props($, product, 'aggregateRating').first();
  const ratingValue = ratingScope.length
    ? looseNumber(prop($, ratingScope, 'ratingValue'))
    : undefined;
  return {
    title: cleanText(prop($, product, 'name'), 500),
    price: priceOf($, product),
    availability: availabilityOf($, product),
    image: absoluteUrl(prop($, product, 'image'), base),
    url: absoluteUrl(prop($, product, 'url'), base),
    description: cleanText(prop($, product, 'description')),
    brand: nameOf($, product, 'brand'),
    rating:
      ratingValue === undefined
        ? undefined
        : {
            value: ratingValue,
            count: looseCount(prop($, ratingScope, 'reviewCount', 'ratingCount')) ?? null,
          },
    reviews: reviewsOf($, product),
    gtin: firstGtin(
      ['gtin14', 'gtin13', 'gtin', 'gtin12', 'gtin8', 'isbn'].map((name) => prop($, product, name)),
    ),
    mpn: cleanText(prop($, product, 'mpn')),
    sku: cleanText(prop($, product, 'sku')),
  };
}
