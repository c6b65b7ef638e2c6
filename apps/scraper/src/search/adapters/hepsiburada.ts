import { hasNextLink } from '../read-results';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** Hepsiburada: product cards marked with `data-test-id` attributes in the markup. */
export const hepsiburadaAdapter: SearchAdapter = {
  id: 'hepsiburada',
  store: storeName('hepsiburada.com'),
  defaultBaseUrl: 'https://www.hepsiburada.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/ara', { q: key, ...(pageIndex > 1 ? { sayfa: pageIndex } : {}) }),
  readResults: ({ $ }) => {
    const items: ItemDraft[] = [];
    $('li[class*="productListContent"]').each((_index, element) => {
      const card = $(element);
      const link = card.find('a[href]').first();
      const image = card.find('img').first();
      items.push({
        title: card.find('[data-test-id="product-card-name"]').first().text() || link.attr('title'),
        price: card.find('[data-test-id="price-current-price"]').first().text(),
        image: image.attr('data-src') ?? image.attr('src'),
        url: link.attr('href'),
      });
    });
    const next = $('[data-test-id="pagination"] a[class*="next"], a[rel="next"]');
    return { items, hasNextPage: next.length > 0 || hasNextLink($) };
  },
};
