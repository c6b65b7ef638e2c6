import type { CheerioAPI } from 'cheerio';
import { hasNextLink } from '../read-results';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** The current cards (SHOPS.md): the whole card is `a.product-item`, pictures lazy in `data-src`. */
function cardItems($: CheerioAPI): ItemDraft[] {
  return $('a.product-item')
    .toArray()
    .map((element) => {
      const card = $(element);
      const image = card.find('img.listing-items-image').first();
      // The struck-through old price may carry the same class; the price paid is outside it.
      const price = card
        .find('.price-currency')
        .filter((_index, node) => $(node).closest('.old-price').length === 0)
        .first();
      return {
        title: card.find('.product-item-title').first().text() || image.attr('alt'),
        price: price.text(),
        image: image.attr('data-src') ?? image.attr('src'),
        url: card.attr('href'),
      };
    });
}

/** The old site's `li.column` boxes, pictures in `data-original`/`data-src`. */
function columnItems($: CheerioAPI): ItemDraft[] {
  return $('#view li.column, .listView li.column')
    .toArray()
    .map((element) => {
      const box = $(element);
      const link = box.find('a.plink').first();
      const image = box.find('img').first();
      return {
        title: box.find('.productName').first().text() || link.attr('title'),
        price: box.find('.newPrice ins').first().text(),
        image: image.attr('data-original') ?? image.attr('data-src') ?? image.attr('src'),
        url: link.attr('href'),
      };
    });
}

/** n11: `a.product-item` cards in the markup; the old `li.column` markup as a fallback. */
export const n11Adapter: SearchAdapter = {
  id: 'n11',
  store: storeName('n11.com'),
  defaultBaseUrl: 'https://www.n11.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { q: key, ...(pageIndex > 1 ? { pg: pageIndex } : {}) }),
  readResults: ({ $ }) => {
    const cards = cardItems($);
    const next = $('.pagination a.next, a[rel="next"], .pagination .next a').length > 0;
    return { items: cards.length ? cards : columnItems($), hasNextPage: next || hasNextLink($) };
  },
};
