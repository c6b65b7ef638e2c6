import type { CheerioAPI } from 'cheerio';
import { at, embeddedState } from '../search/read-results';
import type { ProductDraft } from './draft';
import { isNode } from './json-ld';
import { parseMachinePrice } from './parse-price';
import { absoluteUrl, cleanText } from './text';

const imageHost = 'https://cdn.dsmcdn.com/';

/** A price written as a number, a '349.9' string or `{value, text}`. */
function amount(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  return parseMachinePrice(isNode(value) ? (value.value ?? value.text) : value);
}

/** The price a shopper pays: discounted, then current, then selling price. */
function priceOf(product: Record<string, unknown>): ProductDraft['price'] {
  const price = isNode(product.price) ? product.price : product;
  for (const key of ['discountedPrice', 'current', 'sellingPrice']) {
    const value = amount(price[key]);
    if (value !== null) return { value, currency: 'TRY' };
  }
  return undefined;
}

/**
 * Stock as the state states it: `inStock`/`isSellable` on the product, or `sellable`/`stock` on
 * its first variant (the one a shopper lands on); nothing when none is there.
 */
function availabilityOf(product: Record<string, unknown>): ProductDraft['availability'] {
  const variant = [product.variants, product.allVariants].flat().find(isNode) ?? {};
  const flags = [product.inStock, product.isSellable, variant.sellable, variant.inStock];
  const flag = flags.find((value) => typeof value === 'boolean');
  if (flag !== undefined) return flag ? 'in_stock' : 'out_of_stock';
  const stock = [product.stock, variant.stock].find((value) => typeof value === 'number');
  if (typeof stock === 'number') return stock > 0 ? 'in_stock' : 'out_of_stock';
  return undefined;
}

/** Pictures are paths on Trendyol's CDN; full URLs stay as they are. */
function imageOf(product: Record<string, unknown>): string | undefined {
  const first = [product.images, product.image].flat().find((image) => typeof image === 'string');
  if (typeof first !== 'string' || !first) return undefined;
  return /^https?:\/\//i.test(first) ? first : `${imageHost}${first.replace(/^\/+/, '')}`;
}

/**
 * Trendyol's product page state, `window["__envoy_product-detail__PROPS"] = {product: {…}}`
 * (SHOPS.md): read after JSON-LD, meta tags and microdata, for pages whose JSON-LD is missing.
 */
export function extractTrendyolState($: CheerioAPI, base: URL): ProductDraft {
  const props = embeddedState($, 'window["__envoy_product-detail__PROPS"]');
  const product = [at(props, 'product'), at(props, 'data.product'), props].find(isNode);
  if (!product || typeof product.name !== 'string') return {};
  const brand = cleanText(at(product, 'brand.name') ?? product.brand, 200);
  const name = cleanText(product.name, 500);
  return {
    title: brand && name && !name.startsWith(brand) ? `${brand} ${name}` : name,
    price: priceOf(product),
    availability: availabilityOf(product),
    image: imageOf(product),
    url: absoluteUrl(product.url, base),
    brand,
    description: cleanText(product.description),
  };
}
