import { at, embeddedState } from '../read-results';
import { isNode } from '../../extract/json-ld';
import { shopUrl, storeName, type SearchAdapter } from './search-adapter';

const imageHost = 'https://cdn.dsmcdn.com';
const pageSize = 24;

/**
 * Trendyol: the search app's state, `window.__SEARCH_APP_INITIAL_STATE__ = {products, totalCount}`;
 * pictures are paths on its CDN.
 */
export const trendyolAdapter: SearchAdapter = {
  id: 'trendyol',
  store: storeName('trendyol.com'),
  defaultBaseUrl: 'https://www.trendyol.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/sr', { q: key, ...(pageIndex > 1 ? { pi: pageIndex } : {}) }),
  readResults: ({ $, url }) => {
    const state = embeddedState($, 'window.__SEARCH_APP_INITIAL_STATE__');
    const products = at(state, 'products');
    if (!Array.isArray(products)) return { items: [], hasNextPage: false };
    const items = products.filter(isNode).map((product) => {
      const image = [product.images, product.image].flat().find((i) => typeof i === 'string');
      const brand = at(product, 'brand.name');
      const name = typeof product.name === 'string' ? product.name : undefined;
      return {
        title: brand && name && !name.startsWith(String(brand)) ? `${brand} ${name}` : name,
        price: at(product, 'price.sellingPrice') ?? at(product, 'price.discountedPrice'),
        image: typeof image === 'string' && image.startsWith('/') ? `${imageHost}${image}` : image,
        url: typeof product.url === 'string' ? new URL(product.url, url).href : undefined,
      };
    });
    const total = Number(at(state, 'totalCount'));
    const page = Number(new URL(url).searchParams.get('pi') ?? 1) || 1;
    return { items, hasNextPage: Number.isFinite(total) && page * pageSize < total };
  },
};
