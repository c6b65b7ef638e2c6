import { hasNextLink } from '../read-results';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** n11: `li.column` product boxes in the markup, lazy pictures in `data-original`/`data-src`. */
export const n11Adapter: SearchAdapter = {
  id: 'n11',
  store: storeName('n11.com'),
  defaultBaseUrl: 'https://www.n11.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { q: key, ...(pageIndex > 1 ? { pg: pageIndex } : {}) }),
  readResults: ({ $ }) => {
    const items: ItemDraft[] = [];
    $('#view li.column, .listView li.column').each((_index, element) => {
      const box = $(element);
      const link = box.find('a.plink').first();
      const image = box.find('img').first();
      items.push({
        title: box.find('.productName').first().text() || link.attr('title'),
        price: box.find('.newPrice ins').first().text(),
        image: image.attr('data-original') ?? image.attr('data-src') ?? image.attr('src'),
        url: link.attr('href'),
      });
    });
    return { items, hasNextPage: $('.pagination a.next').length > 0 || hasNextLink($) };
  },
};
