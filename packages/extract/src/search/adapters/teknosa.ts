import { hasNextLink, preferJsonLd } from '../read-results';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** Teknosa (unverified): JSON-LD first, then `.prd` boxes whose data attributes carry name and price. */
export const teknosaAdapter: SearchAdapter = {
  id: 'teknosa',
  store: storeName('teknosa.com'),
  defaultBaseUrl: 'https://www.teknosa.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama/', { s: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  readResults: preferJsonLd(({ $ }) => {
    const items: ItemDraft[] = [];
    $('.prd').each((_index, element) => {
      const box = $(element);
      const image = box.find('img').first();
      items.push({
        title: box.attr('data-product-name') ?? box.find('.prd-title').first().text(),
        price: box.attr('data-product-price') ?? box.find('.prc-last').first().text(),
        image: image.attr('data-srcset')?.split(/\s+/)[0] ?? image.attr('src'),
        url: box.find('a.prd-link, a[href]').first().attr('href'),
      });
    });
    return { items, hasNextPage: $('.plp-paging .next').length > 0 || hasNextLink($) };
  }),
};
