import type { CheerioAPI } from 'cheerio';
import { hasNextLink } from '../read-results';
import { readInOrder } from '../read-in-order';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** `.products__item` cards in the markup. */
function cardItems($: CheerioAPI): ItemDraft[] {
  return $('.products__item')
    .toArray()
    .map((element) => {
      const card = $(element);
      const image = card.find('img').first();
      return {
        title: card.find('.products__item-title').first().text(),
        price: card.find('.price--now, .products__item-price-new').first().text(),
        image: image.attr('data-src') ?? image.attr('src'),
        url: card.find('a.products__item-link, a[href]').first().attr('href'),
      };
    });
}

/** Çiçeksepeti (unverified: no real page yet): the cards, then JSON-LD. */
export const ciceksepetiAdapter: SearchAdapter = {
  id: 'ciceksepeti',
  store: storeName('ciceksepeti.com'),
  defaultBaseUrl: 'https://www.ciceksepeti.com',
  productLink: /-k[a-z]?\d{3,}/,
  verifiedOn: [],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { query: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  readResults: (page) => {
    const { items, source } = readInOrder(page, { cards: () => cardItems(page.$) });
    const next = page.$('.pagination__next:not(.disabled), a[rel="next"]');
    return { items, source, hasNextPage: next.length > 0 || hasNextLink(page.$) };
  },
};
