import { hasNextLink, jsonLdItems } from '../read-results';
import { shopUrl, storeName, type SearchAdapter } from './search-adapter';

/** MediaMarkt: a schema.org ItemList of Products in the page's JSON-LD. */
export const mediamarktAdapter: SearchAdapter = {
  id: 'mediamarkt',
  store: storeName('mediamarkt.com.tr'),
  defaultBaseUrl: 'https://www.mediamarkt.com.tr',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/tr/search.html', {
      query: key,
      ...(pageIndex > 1 ? { page: pageIndex } : {}),
    }),
  readResults: ({ $, url }) => ({ items: jsonLdItems($, url), hasNextPage: hasNextLink($) }),
};
