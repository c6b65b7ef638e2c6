import { at, embeddedState } from '../read-results';
import { isNode } from '../../product/json-ld';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

const imageHost = 'https://cdn.dsmcdn.com/';
const pageSize = 24;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Pictures are paths on Trendyol's CDN ('/ty100/…' or 'ty100/…'); full URLs stay as they are. */
function cdnImage(product: Record<string, unknown>): string | undefined {
  const path = [product.images, product.image, product.imageUrl]
    .flat()
    .map((image) => (isNode(image) ? image.url : image))
    .find((image): image is string => typeof image === 'string' && image.length > 0);
  if (!path || /^https?:\/\//i.test(path)) return path;
  return `${imageHost}${path.replace(/^\/+/, '')}`;
}

/** The price a shopper pays: the discounted one first, then the current, then the selling price. */
function priceOf(product: Record<string, unknown>): unknown {
  const price = isNode(product.price) ? product.price : product;
  return price.discountedPrice ?? price.current ?? price.sellingPrice;
}

function toDraft(product: Record<string, unknown>, base: URL): ItemDraft {
  const brand = text(at(product, 'brand.name')) ?? text(product.brand);
  const name = text(product.name);
  const url = text(product.url);
  return {
    title: brand && name && !name.startsWith(brand) ? `${brand} ${name}` : name,
    price: priceOf(product),
    image: cdnImage(product),
    url: url ? new URL(url, base).href : undefined,
  };
}

/**
 * Trendyol (SHOPS.md): `window["__single-search-result__PROPS"] = {data: {products, totalCount}}`;
 * the older `window.__SEARCH_APP_INITIAL_STATE__ = {products, totalCount}` is read as a fallback.
 */
export const trendyolAdapter: SearchAdapter = {
  id: 'trendyol',
  store: storeName('trendyol.com'),
  defaultBaseUrl: 'https://www.trendyol.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/sr', { q: key, ...(pageIndex > 1 ? { pi: pageIndex } : {}) }),
  readResults: ({ $, url }) => {
    const props = embeddedState($, 'window["__single-search-result__PROPS"]');
    const state = isNode(at(props, 'data'))
      ? at(props, 'data')
      : embeddedState($, 'window.__SEARCH_APP_INITIAL_STATE__');
    const products = at(state, 'products');
    if (!Array.isArray(products)) return { items: [], hasNextPage: false };
    const items = products.filter(isNode).map((product) => toDraft(product, url));
    const total = Number(at(state, 'totalCount'));
    const page = Number(new URL(url).searchParams.get('pi') ?? 1) || 1;
    const hasNextPage = Number.isFinite(total)
      ? page * pageSize < total
      : products.length >= pageSize;
    return { items, hasNextPage };
  },
};
