import type { CheerioAPI } from 'cheerio';
import { isNode } from '../../product/json-ld';
import { at, embeddedState, hasNextLink } from '../read-results';
import { readInOrder } from '../read-in-order';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

const searchResult = ($: CheerioAPI) =>
  at(embeddedState($, '__NEXT_DATA__'), 'props.pageProps.searchResult');

/** The Next.js `__NEXT_DATA__` page props: `searchResult.products`. */
function stateItems($: CheerioAPI): ItemDraft[] {
  const products = at(searchResult($), 'products');
  if (!Array.isArray(products)) return [];
  return products.filter(isNode).map((product) => {
    const brand = at(product, 'brandName');
    return {
      title: brand ? `${String(brand)} ${String(product.name ?? '')}` : product.name,
      price: at(product, 'price.salePrice') ?? at(product, 'price.price'),
      image: at(product, 'images.0') ?? product.image,
      url: product.url,
    };
  });
}

/**
 * Boyner (unverified: no real page yet): no card markup known, so the Next.js state, then
 * JSON-LD.
 */
export const boynerAdapter: SearchAdapter = {
  id: 'boyner',
  store: storeName('boyner.com.tr'),
  defaultBaseUrl: 'https://www.boyner.com.tr',
  productLink: /-p-\d+/,
  verifiedOn: [],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { q: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  readResults: (page) => {
    const { items, source } = readInOrder(page, { state: () => stateItems(page.$) });
    const result = searchResult(page.$);
    const current = Number(at(result, 'pagination.currentPage'));
    const pages = Number(at(result, 'pagination.totalPages'));
    const hasNextPage = current > 0 && pages > 0 ? current < pages : hasNextLink(page.$);
    return { items, source, hasNextPage };
  },
};
