import { hasNextLink } from '../read-results';
import { readInOrder } from '../read-in-order';
import { shopUrl, storeName, type SearchAdapter } from './search-adapter';

/**
 * MediaMarkt (unverified: no real page yet): no card markup or state known, so only the
 * schema.org ItemList of Products in the page's JSON-LD, the last source of the order.
 */
export const mediamarktAdapter: SearchAdapter = {
  id: 'mediamarkt',
  store: storeName('mediamarkt.com.tr'),
  defaultBaseUrl: 'https://www.mediamarkt.com.tr',
  productLink: /\/tr\/product\//,
  verifiedOn: [],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/tr/search.html', {
      query: key,
      ...(pageIndex > 1 ? { page: pageIndex } : {}),
    }),
  readResults: (page) => ({ ...readInOrder(page, {}), hasNextPage: hasNextLink(page.$) }),
};
