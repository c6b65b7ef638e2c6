import type { CheerioAPI } from 'cheerio';
import type { ScrapedReview } from '../scraped-product';
import { canonicalProductUrl } from '../canonical-url';
import { normalizeAvailability } from './availability';
import { maxReviews, type ProductDraft } from './draft';
import { firstGtin } from './gtin';
import { normalizeCurrency, parseMachinePrice } from './parse-price';
import { absoluteUrl, cleanText, looseCount, looseNumber } from './text';

export type Node = Record<string, unknown>;

const productTypes = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel']);
const offerTypes = new Set(['Offer', 'AggregateOffer']);

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** `@type` without its vocabulary prefix ('schema:Product', 'https://schema.org/Product'). */
function types(node: Node): string[] {
  return asArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''));
}
export const hasType = (node: Node, wanted: Set<string>) =>
  types(node).some((type) => wanted.has(type));

/** Each block parsed on its own: one broken block must not hide the product in the next. */
function parseBlocks($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script').each((_index, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (!type.startsWith('application/ld+json')) return;
    const text = $(element).text().trim();
    for (const candidate of [text, text.replace(/\p{Cc}+/gu, ' ')]) {
      try {
        blocks.push(JSON.parse(candidate));
        return;
      } catch {
        // Try the next repair; a block no repair fixes is skipped.
      }
    }
  });
  return blocks;
}

/** Every typed node, wherever it sits: arrays, @graph, mainEntity, offers' itemOffered… */
function collectNodes(value: unknown, found: Node[], depth = 0): void {
  if (depth > 8) return;
  if (Array.isArray(value)) value.forEach((item) => collectNodes(item, found, depth + 1));
  else if (isNode(value)) {
    if (value['@type']) found.push(value);
    Object.values(value).forEach((child) => collectNodes(child, found, depth + 1));
  }
}

/** The product nodes, with an Offer's `itemOffered` product given that offer when it has none. */
function findProducts(nodes: Node[]): Node[] {
  const products: Node[] = [];
  for (const node of nodes) {
    if (hasType(node, productTypes)) products.push(node);
    const offered = node.itemOffered;
    if (hasType(node, offerTypes) && isNode(offered) && !offered.offers) {
      products.push({ ...offered, offers: node });
    }
  }
  return products;
}

const specPrice = (spec: Node | undefined) => (spec ? parseMachinePrice(spec.price) : null);

/** A UnitPriceSpecification of the price before a reduction, shown struck through. */
const isWasPrice = (spec: Node) =>
  /(Strikethrough|List)Price$|SRP$/.test(String(spec.priceType ?? ''));
/** A price only a loyalty programme's members pay (`validForMemberTier`). */
const isMemberPrice = (spec: Node) => spec.validForMemberTier != null;

/** `extra` when it is an amount apart from (and above, for a was price) the price itself. */
function beside(value: number, extra: number | null, above: boolean): number | undefined {
  if (extra === null || extra === value) return undefined;
  return !above || extra > value ? extra : undefined;
}

/**
 * The first offer's price a shopper pays: `price`, `lowPrice`, or its plain price
 * specification; a struck-through (StrikethroughPrice/ListPrice) or members-only specification
 * is kept beside it as `was`/`member`, never taken as the price.
 */
export function offerPrice(offers: unknown, depth = 0): ProductDraft['price'] {
  if (depth > 3) return undefined;
  for (const offer of asArray(offers).filter(isNode)) {
    const specs = asArray(offer.priceSpecification).filter(isNode);
    const plain = specs.filter((spec) => !isWasPrice(spec) && !isMemberPrice(spec));
    const value =
      parseMachinePrice(offer.price) ??
      parseMachinePrice(offer.lowPrice) ??
      plain.map((spec) => specPrice(spec)).find((price) => price !== null) ??
      null;
    if (value !== null) {
      const currency =
        offer.priceCurrency ?? specs.find((spec) => spec.priceCurrency)?.priceCurrency;
      const was = beside(value, specPrice(specs.find(isWasPrice)), true);
      const member = beside(value, specPrice(specs.find(isMemberPrice)), false);
      return {
        value,
        currency: normalizeCurrency(currency),
        ...(was === undefined ? {} : { was }),
        ...(member === undefined ? {} : { member }),
      };
    }
    const nested = offerPrice(offer.offers, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

/** The stock of the first offer that states one (nested offers of an AggregateOffer included). */
function offerAvailability(offers: unknown, depth = 0): ProductDraft['availability'] {
  if (depth > 3) return undefined;
  for (const offer of asArray(offers).filter(isNode)) {
    const stated = normalizeAvailability(offer.availability);
    if (stated) return stated;
    const nested = offerAvailability(offer.offers, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

/** The first picture: a URL, or an ImageObject whose `url`/`contentUrl` may itself be a list. */
export function imageOf(value: unknown, base: URL, depth = 0): string | undefined {
  if (depth > 2) return undefined;
  for (const image of asArray(value)) {
    const url = isNode(image)
      ? imageOf(image.url ?? image.contentUrl, base, depth + 1)
      : absoluteUrl(image, base);
    if (url) return url;
  }
  return undefined;
}

const nameOf = (value: unknown) =>
  cleanText(isNode(value) ? value.name : Array.isArray(value) ? value[0] : value, 200);

function reviewsOf(value: unknown): ScrapedReview[] {
  const reviews: ScrapedReview[] = [];
  for (const review of asArray(value).filter(isNode)) {
    const text = cleanText(review.reviewBody ?? review.description, 2000);
    if (!text) continue;
    const rating = isNode(review.reviewRating)
      ? looseNumber(review.reviewRating.ratingValue)
      : undefined;
    reviews.push({ text, rating: rating ?? null, author: nameOf(review.author) ?? null });
    if (reviews.length === maxReviews) break;
  }
  return reviews;
}

function ratingOf(value: unknown): ProductDraft['rating'] {
  if (!isNode(value)) return undefined;
  const rating = looseNumber(value.ratingValue);
  if (rating === undefined) return undefined;
  return { value: rating, count: looseCount(value.reviewCount ?? value.ratingCount) ?? null };
}

/** The variant the link points at: its own URL, or its SKU/GTIN in the link's query. */
function linkedVariant(variants: Node[], page: URL): Node | undefined {
  const asked = new Set([...page.searchParams.values()]);
  const wanted = canonicalProductUrl(page);
  return variants.find((variant) => {
    const offers = asArray(variant.offers).find(isNode);
    const link = absoluteUrl(variant.url ?? offers?.url, page);
    if (link && canonicalProductUrl(link) === wanted) return true;
    return [variant.sku, variant.productID, variant.gtin, variant.gtin13]
      .map((id) => cleanText(id))
      .some((id) => id !== undefined && asked.has(id));
  });
}

/**
 * A ProductGroup keeps prices and pictures on its variants: the variant the link names wins
 * (its own name, offer and picture); else the group's own offer; else the first variant's.
 */
function withVariant(product: Node, page: URL): Node {
  const variants = asArray(product.hasVariant).filter(isNode);
  const linked = linkedVariant(variants, page);
  if (linked) return { ...product, ...linked, brand: linked.brand ?? product.brand };
  const variant = variants[0];
  if (!variant) return product;
  return {
    ...product,
    offers: product.offers ?? variant.offers,
    image: product.image ?? variant.image,
  };
}

/** Barcodes under every name schema.org gives them; ISBN-13 is an EAN-13 (gtin.ts). */
const gtinOf = (product: Node) =>
  firstGtin(
    ['gtin14', 'gtin13', 'gtin', 'gtin12', 'gtin8', 'isbn'].flatMap((key) => asArray(product[key])),
  );

function toDraft(node: Node, base: URL): ProductDraft {
  const product = withVariant(node, base);
  return {
    title: cleanText(product.name, 500),
    price: offerPrice(product.offers),
    availability: offerAvailability(product.offers),
    image: imageOf(product.image, base),
    url: absoluteUrl(product.url, base),
    description: cleanText(product.description),
    brand: nameOf(product.brand),
    rating: ratingOf(product.aggregateRating),
    reviews: reviewsOf(product.review ?? product.reviews),
    gtin: gtinOf(product),
    mpn: cleanText(product.mpn),
    model: nameOf(product.model),
    sku: cleanText(product.sku),
  };
}

/** Every typed node of the page's JSON-LD blocks (the live search reads ItemLists from them). */
export function jsonLdNodes($: CheerioAPI): Node[] {
  const nodes: Node[] = [];
  collectNodes(parseBlocks($), nodes);
  return nodes;
}

/** The schema.org product of the page's JSON-LD, the most trusted source when a shop has it. */
export function extractJsonLd($: CheerioAPI, base: URL): ProductDraft {
  const drafts = findProducts(jsonLdNodes($)).map((node) => toDraft(node, base));
  return (
    drafts.find((draft) => draft.title && draft.price) ?? drafts.find((draft) => draft.title) ?? {}
  );
}
