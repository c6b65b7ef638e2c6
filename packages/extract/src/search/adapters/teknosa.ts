import type { CheerioAPI } from 'cheerio';
import { hasNextLink } from '../read-results';
import { readInOrder } from '../read-in-order';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** `.prd` boxes whose data attributes carry name and price. */
function cardItems($: CheerioAPI): ItemDraft[] {
  return $('.prd')
    .toArray()
    .map((element) => {
      const box = $(element);
      const image = box.find('img').first();
      return {
        title: box.attr('data-product-name') ?? box.find('.prd-title').first().text(),
        price: box.attr('data-product-price') ?? box.find('.prc-last').first().text(),
        image: image.attr('data-srcset')?.split(/\s+/)[0] ?? image.attr('src'),
        url: box.find('a.prd-link, a[href]').first().attr('href'),
      };
    });
}

/** Teknosa (unverified: no real page yet): the cards, then JSON-LD. */
export const teknosaAdapter: SearchAdapter = {
  id: 'teknosa',
  store: storeName('teknosa.com'),
  defaultBaseUrl: 'https://www.teknosa.com',
  productLink: /-p-\d+/,
  verifiedOn: [],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama/', { s: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  readResults: (page) => {
    const { items, source } = readInOrder(page, { cards: () => cardItems(page.$) });
    const next = page.$('.plp-paging .next').length > 0 || hasNextLink(page.$);
    return { items, source, hasNextPage: next };
  },
};
