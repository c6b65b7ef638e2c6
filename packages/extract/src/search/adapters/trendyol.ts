import type { CheerioAPI } from 'cheerio';
import { at, embeddedState, hasNextLink, jsonLdItemCount } from '../read-results';
import { readInOrder } from '../read-in-order';
import { isNode } from '../../product/json-ld';
import { cleanText } from '../../product/text';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

const imageHost = 'https://cdn.dsmcdn.com/';
const pageSize = 24;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Pictures are paths on Trendyol's CDN ('/ty100/…' or 'ty100/…'); full URLs stay as they are. */
function cdnImage(product: Record<string, unknown>): string | undefined {
  const path = [product.images, product.image, product.imageUrl]
    .flat()
    .map((image) => (isNode(image) ? image.url : image))
    .find((image): image is string => typeof image === 'string' && image.length > 0);
  if (!path || /^https?:\/\//i.test(path)) return path;
  return `${imageHost}${path.replace(/^\/+/, '')}`;
}

/** The price a shopper pays: the discounted one first, then the current, then the selling price. */
function priceOf(product: Record<string, unknown>): unknown {
  const price = isNode(product.price) ? product.price : product;
  return price.discountedPrice ?? price.current ?? price.sellingPrice;
}

function stateDraft(product: Record<string, unknown>, base: URL): ItemDraft {
  const brand = text(at(product, 'brand.name')) ?? text(product.brand);
  const name = text(product.name);
  const url = text(product.url);
  return {
    title: brand && name && !name.startsWith(brand) ? `${brand} ${name}` : name,
    price: priceOf(product),
    image: cdnImage(product),
    url: url ? new URL(url, base).href : undefined,
  };
}

/**
 * A card's price as everyone pays it: the single or sale price; on a Trendyol Plus card
 * (`ty-plus-promotion-price`) the members' price is not it, the struck-through one is.
 */
function cardPrice(card: ReturnType<CheerioAPI>): string | undefined {
  const plus = card.find('.ty-plus-promotion-price').first();
  if (plus.length) return cleanText(plus.find('.strikethrough-price').first().text());
  const shown = card
    .find('[data-testid="single-price"] .price-section, .sale-price, .price-value')
    .first();
  return cleanText(shown.text());
}

/**
 * The server-drawn cards (the real listing of 2025-11-12): `a.product-card[data-testid=product-card]`,
 * brand and name in `.product-brand`/`.product-name`, the picture in the card's first image.
 */
function cardItems($: CheerioAPI): ItemDraft[] {
  return $('a.product-card[data-testid="product-card"]')
    .toArray()
    .map((element) => {
      const card = $(element);
      const brand = cleanText(card.find('.product-brand').first().text());
      const name = cleanText(card.find('.product-name').first().text());
      const image = card.find('img.image, img').first();
      return {
        title:
          (brand && name && !name.startsWith(brand) ? `${brand} ${name}` : name) ??
          image.attr('alt'),
        price: cardPrice(card),
        image: image.attr('src'),
        url: card.attr('href'),
      };
    });
}

/**
 * The embedded state: `window["__single-search-result__PROPS"] = {data: {products, totalCount}}`,
 * or the older `window.__SEARCH_APP_INITIAL_STATE__ = {products, totalCount}`.
 */
function searchState($: CheerioAPI): unknown {
  const props = embeddedState($, 'window["__single-search-result__PROPS"]');
  return isNode(at(props, 'data'))
    ? at(props, 'data')
    : embeddedState($, 'window.__SEARCH_APP_INITIAL_STATE__');
}

function stateItems($: CheerioAPI, base: URL): ItemDraft[] {
  const products = at(searchState($), 'products');
  return Array.isArray(products)
    ? products.filter(isNode).map((product) => stateDraft(product, base))
    : [];
}

/**
 * Trendyol (SHOPS.md): the cards, then the search state; never the JSON-LD `ItemList`, which on
 * the real listing holds other products at other prices than the cards.
 */
export const trendyolAdapter: SearchAdapter = {
  id: 'trendyol',
  store: storeName('trendyol.com'),
  defaultBaseUrl: 'https://www.trendyol.com',
  productLink: /-p-\d+/,
  verifiedOn: ['shops/trendyol-listing-televizyon-2025-11-12.html'],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/sr', { q: key, ...(pageIndex > 1 ? { pi: pageIndex } : {}) }),
  readResults: (page) => {
    const { $, url } = page;
    const { items, source } = readInOrder(page, {
      cards: () => cardItems($),
      state: () => stateItems($, url),
      // Its JSON-LD ItemList lists other products, in another order, at other prices.
      jsonLd: false,
    });
    // The whole count: the state's, or the JSON-LD ItemList's `numberOfItems`.
    const stated = Number(at(searchState($), 'totalCount'));
    const total = Number.isFinite(stated) ? stated : jsonLdItemCount($);
    const index = Number(url.searchParams.get('pi') ?? 1) || 1;
    const hasNextPage =
      hasNextLink($) || (total === undefined ? items.length >= pageSize : index * pageSize < total);
    return { items, source, hasNextPage };
  },
};
