import { isNode } from '../../product/json-ld';
import { at, embeddedState, preferJsonLd } from '../read-results';
import { shopUrl, storeName, type SearchAdapter } from './search-adapter';

/** Boyner (unverified): JSON-LD first, then the Next.js `__NEXT_DATA__` page props. */
export const boynerAdapter: SearchAdapter = {
  id: 'boyner',
  store: storeName('boyner.com.tr'),
  defaultBaseUrl: 'https://www.boyner.com.tr',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { q: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  readResults: preferJsonLd(({ $ }) => {
    const result = at(embeddedState($, '__NEXT_DATA__'), 'props.pageProps.searchResult');
    const products = at(result, 'products');
    if (!Array.isArray(products)) return { items: [], hasNextPage: false };
    const items = products.filter(isNode).map((product) => {
      const brand = at(product, 'brandName');
      return {
        title: brand ? `${String(brand)} ${String(product.name ?? '')}` : product.name,
        price: at(product, 'price.salePrice') ?? at(product, 'price.price'),
        image: at(product, 'images.0') ?? product.image,
        url: product.url,
      };
    });
    const page = Number(at(result, 'pagination.currentPage'));
    const pages = Number(at(result, 'pagination.totalPages'));
    return { items, hasNextPage: page < pages };
  }),
};
