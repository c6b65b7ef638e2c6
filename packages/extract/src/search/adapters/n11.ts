import type { CheerioAPI } from 'cheerio';
import { hasNextLink } from '../read-results';
import { readInOrder } from '../read-in-order';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/**
 * The listing of the real page (2025-11-19): `#view li.column` boxes, the link `a.plink`, the
 * name `h3.productName`, the picture lazy in `data-original`/`data-src`, the price paid in
 * `.priceContainer .newPrice ins` (`.oldPrice` is the struck-through one).
 */
function columnItems($: CheerioAPI): ItemDraft[] {
  return $('#view li.column, .listView li.column')
    .toArray()
    .map((element) => {
      const box = $(element);
      const link = box.find('a.plink').first();
      const image = box.find('img').first();
      return {
        title: box.find('h3.productName, .productName').first().text() || link.attr('title'),
        price: box.find('.priceContainer .newPrice ins, .newPrice ins').first().text(),
        image: image.attr('data-original') ?? image.attr('data-src') ?? image.attr('src'),
        url: link.attr('href'),
      };
    });
}

/** Another live variant (SHOPS.md): the whole card is `a.product-item`, pictures in `data-src`. */
function productItems($: CheerioAPI): ItemDraft[] {
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

/** n11: cards only (its pages carry no search state; their JSON-LD is a breadcrumb). */
export const n11Adapter: SearchAdapter = {
  id: 'n11',
  store: storeName('n11.com'),
  defaultBaseUrl: 'https://www.n11.com',
  productLink: /^\/urun\//,
  verifiedOn: ['shops/n11-listing-laptop-2025-11-19.html'],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/arama', { q: key, ...(pageIndex > 1 ? { pg: pageIndex } : {}) }),
  readResults: (page) => {
    const { $ } = page;
    const { items, source } = readInOrder(page, {
      cards: () => {
        const columns = columnItems($);
        return columns.length ? columns : productItems($);
      },
    });
    const next = $('.pagination a.next, a[rel="next"], .pagination .next a').length > 0;
    return { items, source, hasNextPage: next || hasNextLink($) };
  },
};
