import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText } from '../../product/text';
import { readInOrder } from '../read-in-order';
import {
  shopUrl,
  storeName,
  type ItemDraft,
  type ResultsPage,
  type SearchAdapter,
} from './search-adapter';

/** The product's own page: `/dp/ASIN` without the search's ref, keywords and qid trail. */
function productLink(asin: string | undefined, href: string | undefined, base: URL) {
  if (asin && /^[A-Z0-9]{10}$/.test(asin)) return new URL(`/dp/${asin}`, base).href;
  return href;
}

/** The shown price: its screen-reader text, or the visible whole and fraction parts. */
function priceOf(result: Cheerio<AnyNode>): string | undefined {
  const price = result.find('.a-price:not(.a-text-price)').first();
  const offscreen = cleanText(price.find('.a-offscreen').first().text());
  if (offscreen) return offscreen;
  const whole = cleanText(price.find('.a-price-whole').first().text());
  if (!whole) return undefined;
  const separator = whole.endsWith('.') ? '.' : ',';
  const fraction = cleanText(price.find('.a-price-fraction').first().text()) ?? '00';
  const symbol = cleanText(price.find('.a-price-symbol').first().text()) ?? '';
  return `${whole.replace(/[.,]$/, '')}${separator}${fraction} ${symbol}`;
}

/** One `s-search-result` block per product. */
function cardItems({ $, url }: ResultsPage): ItemDraft[] {
  const items: ItemDraft[] = [];
  $('div[data-component-type="s-search-result"]').each((_index, element) => {
    const result = $(element);
    const link = result.find('h2 a, a.a-link-normal[href*="/dp/"]').first();
    items.push({
      title:
        cleanText(result.find('h2 span').first().text()) ??
        cleanText(result.find('h2').first().text()) ??
        link.attr('aria-label'),
      price: priceOf(result),
      image: result.find('img.s-image').first().attr('src'),
      url: productLink(result.attr('data-asin'), link.attr('href'), url),
    });
  });
  return items;
}

/**
 * Amazon Türkiye (unverified: no real page yet): results only in the markup (cards), JSON-LD
 * should a page carry some.
 */
export const amazonAdapter: SearchAdapter = {
  id: 'amazon',
  store: storeName('amazon.com.tr'),
  defaultBaseUrl: 'https://www.amazon.com.tr',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/s', { k: key, ...(pageIndex > 1 ? { page: pageIndex } : {}) }),
  productLink: /\/dp\/[A-Z0-9]{10}/,
  verifiedOn: [],
  readResults: (page) => {
    const { items, source } = readInOrder(page, { cards: cardItems });
    const next = page.$('.s-pagination-next').first();
    return {
      items,
      source,
      hasNextPage: next.length > 0 && !next.hasClass('s-pagination-disabled'),
    };
  },
};
