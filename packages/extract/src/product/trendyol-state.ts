import type { CheerioAPI } from 'cheerio';
import { at, embeddedState } from '../search/read-results';
import type { DraftPrice, ProductDraft } from './draft';
import { firstGtin } from './gtin';
import { isNode, type Node } from './json-ld';
import { normalizeCurrency, parseMachinePrice } from './parse-price';
import { absoluteUrl, cleanText } from './text';

const imageHost = 'https://cdn.dsmcdn.com/';

/** A price written as a number, a '349.9' string or `{value, text}`. */
function amount(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  return parseMachinePrice(isNode(value) ? (value.value ?? value.text) : value);
}

const firstAmount = (price: Node, keys: string[]) =>
  keys.map((key) => amount(price[key])).find((value) => value !== null) ?? null;

/**
 * The price the page shows: the winning seller's `merchantListing.winnerVariant.price` (the
 * product itself has no price on real pages), else an older state's `product.price`. The shown
 * amount is the discounted, else the selling price; the original price above it is the
 * struck-through one, kept as `was`.
 */
function priceOf(product: Node, winner: Node | undefined): DraftPrice | undefined {
  const price = [winner?.price, product.price, product].find(isNode)!;
  const value = firstAmount(price, ['discountedPrice', 'current', 'sellingPrice', 'originalPrice']);
  if (value === null) return undefined;
  const original = firstAmount(price, ['originalPrice']);
  return {
    value,
    currency: normalizeCurrency(price.currency) ?? 'TRY',
    ...(original !== null && original > value ? { was: original } : {}),
  };
}

/**
 * Stock as the state states it: the winning offer's `inStock`/`sellable`, `inStock`/`isSellable`
 * on the product, or `sellable`/`stock` on its first variant (the one a shopper lands on);
 * nothing when none is there.
 */
function availabilityOf(product: Node, winner: Node | undefined): ProductDraft['availability'] {
  const variant = [product.variants, product.allVariants].flat().find(isNode) ?? {};
  const flags = [
    winner?.inStock,
    winner?.sellable,
    product.inStock,
    product.isSellable,
    variant.sellable,
    variant.inStock,
  ];
  const flag = flags.find((value) => typeof value === 'boolean');
  if (flag !== undefined) return flag ? 'in_stock' : 'out_of_stock';
  const stock = [product.stock, variant.stock].find((value) => typeof value === 'number');
  if (typeof stock === 'number') return stock > 0 ? 'in_stock' : 'out_of_stock';
  return undefined;
}

/** Pictures are paths on Trendyol's CDN (or `{url}` objects); full URLs stay as they are. */
function imageOf(product: Node): string | undefined {
  const first = [product.images, product.image]
    .flat()
    .map((image) => (isNode(image) ? image.url : image))
    .find((image) => typeof image === 'string' && image);
  if (typeof first !== 'string') return undefined;
  return /^https?:\/\//i.test(first) ? first : `${imageHost}${first.replace(/^\/+/, '')}`;
}

/**
 * The product's address: the state's own `url`, else the link itself when its path ends in the
 * state's product id (`…-p-985256825`), without the query that names a seller or campaign.
 */
function urlOf(product: Node, page: URL): string | undefined {
  const own = absoluteUrl(product.url, page);
  if (own) return own;
  const id = cleanText(product.id);
  if (!id || !page.pathname.endsWith(`-p-${id}`)) return undefined;
  return `${page.origin}${page.pathname}`;
}

/** The selected variant's barcode (each size or colour has its own), else the product's. */
function barcodeOf(product: Node, winner: Node | undefined): string | undefined {
  const variants = [product.variants, product.allVariants].flat().filter(isNode);
  const selected = variants.find((variant) => variant.isSelected === true) ?? variants[0];
  return firstGtin([winner?.barcode, selected?.barcode, product.barcode]);
}

/** The product of one of Trendyol's states, when it names one. */
function stateProduct($: CheerioAPI, name: string): Node | undefined {
  const props = embeddedState($, name);
  const product = [at(props, 'product'), at(props, 'data.product'), props].find(isNode);
  return product && typeof product.name === 'string' ? product : undefined;
}

/**
 * Trendyol's product page states (SHOPS.md): `window["__envoy_product-detail__PROPS"].product`,
 * whose `merchantListing.winnerVariant` holds the price shown, and, on pages without JSON-LD,
 * `window["__envoy__SHARED_PROPS"].product` (name, brand, images, `inStock`, id). The detail
 * state's fields win; the shared one fills the rest.
 */
export function extractTrendyolState($: CheerioAPI, page: URL): ProductDraft {
  const detail = stateProduct($, 'window["__envoy_product-detail__PROPS"]');
  const shared = stateProduct($, 'window["__envoy__SHARED_PROPS"]');
  if (!detail && !shared) return {};
  const product: Node = { ...shared, ...detail };
  const winner = [at(product, 'merchantListing.winnerVariant')].find(isNode);
  const brand = cleanText(at(product, 'brand.name') ?? product.brand, 200);
  const name = cleanText(product.name, 500);
  const availability = availabilityOf(product, winner);
  return {
    title: brand && name && !name.startsWith(brand) ? `${brand} ${name}` : name,
    // A sold-out page shows "Tükendi" and no price, whatever price the state still holds.
    price: availability === 'out_of_stock' ? undefined : priceOf(product, winner),
    availability,
    image: imageOf(product),
    url: urlOf(product, page),
    brand,
    description: cleanText(product.description),
    gtin: barcodeOf(product, winner),
    model: cleanText(product.productCode, 200),
  };
}
