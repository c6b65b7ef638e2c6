import { hasNextLink, preferJsonLd } from '../read-results';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** Çiçeksepeti (unverified): JSON-LD first, then `.products__item` cards in the markup. */
export const ciceksepetiAdapter: SearchAdapter = {
  id: 'ciceksepeti',
  store: storeName('ciceksepeti.com'),
  defaultBaseUrl: 'https://www.ciceksepeti.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { query: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  readResults: preferJsonLd(({ $ }) => {
    const items: ItemDraft[] = [];
    $('.products__item').each((_index, element) => {
      const card = $(element);
      const image = card.find('img').first();
      items.push({
        title: card.find('.products__item-title').first().text(),
        price: card.find('.price--now, .products__item-price-new').first().text(),
        image: image.attr('data-src') ?? image.attr('src'),
        url: card.find('a.products__item-link, a[href]').first().attr('href'),
      });
    });
    const next = $('.pagination__next:not(.disabled), a[rel="next"]');
    return { items, hasNextPage: next.length > 0 || hasNextLink($) };
  }),
};
