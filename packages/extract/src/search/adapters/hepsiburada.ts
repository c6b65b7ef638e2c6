import type { CheerioAPI } from 'cheerio';
import { isNode } from '../../product/json-ld';
import { cleanText } from '../../product/text';
import { escapedState } from '../escaped-state';
import { at, hasNextLink } from '../read-results';
import { readInOrder } from '../read-in-order';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

/** A size the picture CDN serves (the real page uses 222-222 and 424-600). */
const imageSize = '424-600';

/** The first picture of a variant, with the `{size}` placeholder the CDN expects filled in. */
function imageOf(images: unknown): string | undefined {
  const first = [images].flat().find((image) => typeof image === 'string' || isNode(image));
  const link = isNode(first) ? (first.link ?? first.url) : first;
  return typeof link === 'string' ? link.replace(/\{size\}/gi, imageSize) : undefined;
}

/**
 * The search's `STATE`, escaped JSON inside `window.MORIA.VERTICALFILTER` (itself inside a JSON
 * string of a larger script on the real page): `data.products[].variantList[0]`, and the paging
 * keys `currentPage`, `lastPage`, `totalProductCount`.
 */
function searchState($: CheerioAPI): Record<string, unknown> | undefined {
  for (const state of escapedState($, 'VERTICALFILTER', 'STATE')) {
    const data = at(state, 'data');
    if (isNode(data) && Array.isArray(data.products)) return data;
  }
  return undefined;
}

/** Each product of the state as a draft; the price is the one for everyone (`priceInfo.price`). */
function stateItems(state: Record<string, unknown> | undefined): ItemDraft[] {
  const products = Array.isArray(state?.products) ? state.products : [];
  return products.filter(isNode).map((product) => {
    const variant = at(product, 'variantList.0');
    const source = isNode(variant) ? variant : product;
    return {
      title: source.name ?? product.name,
      price: at(source, 'listing.priceInfo.price') ?? at(source, 'listing.priceInfo.originalPrice'),
      image: imageOf(source.images ?? product.images),
      url: source.url ?? product.url,
    };
  });
}

const pathOf = (url: unknown, base: URL) => {
  try {
    return typeof url === 'string' ? new URL(url, base).pathname : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The cards a shopper sees (the real page of 2026-07-27): `li[class*=productListContent]` with
 * `data-test-id="title-N"` and `"final-price-N"`. A card whose price is a members' one ("Premium
 * ile 609 TL") does not show the price for everyone: that one comes from the state's same
 * product, or stays unknown. Lazy pictures come from the state too.
 */
function cardItems($: CheerioAPI, base: URL, state: ItemDraft[]): ItemDraft[] {
  const byPath = new Map(state.map((item) => [pathOf(item.url, base), item]));
  return $('li[class*="productListContent"]')
    .toArray()
    .map((element) => $(element))
    .filter((card) => card.find('[data-test-id^="title-"]').length > 0)
    .map((card) => {
      const title = card.find('[data-test-id^="title-"]').first();
      const link = card.find('a[title][href]').first();
      const url = link.attr('href') ?? title.find('a[href]').attr('href');
      const fromState = byPath.get(pathOf(url, base));
      const priceArea = card.find('[class*="priceAreaRoot"]').first();
      const membersOnly =
        /premium/i.test(priceArea.attr('class') ?? '') ||
        /premium ile/i.test(priceArea.find('[class*="priceLabel"]').text());
      const shown = cleanText(card.find('[data-test-id^="final-price-"]').first().text());
      return {
        title: link.attr('title') ?? title.text(),
        price: membersOnly ? fromState?.price : shown,
        image:
          card.find('picture img, img[class*="hbImage"]').first().attr('src') ?? fromState?.image,
        url,
      };
    });
}

/** Hepsiburada: the cards, then the escaped search state (SHOPS.md); no JSON-LD on the page. */
export const hepsiburadaAdapter: SearchAdapter = {
  id: 'hepsiburada',
  store: storeName('hepsiburada.com'),
  defaultBaseUrl: 'https://www.hepsiburada.com',
  productLink: /-pm?-[A-Z0-9]{8,}/,
  verifiedOn: ['shops/hepsiburada-search-bluetooth-kulaklik-2026-07-27.html'],
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/ara', { q: key, ...(pageIndex > 1 ? { sayfa: pageIndex } : {}) }),
  readResults: (page) => {
    const { $, url } = page;
    const state = searchState($);
    const fromState = stateItems(state);
    const { items, source } = readInOrder(page, {
      cards: () => cardItems($, url, fromState),
      state: () => fromState,
    });
    const current = Number(state?.currentPage);
    const last = Number(state?.lastPage);
    const linked =
      $('[data-test-id="pagination"] a[class*="next"], a[rel="next"]').length > 0 || hasNextLink($);
    const hasNextPage = current > 0 && last > 0 ? current < last : linked;
    return { items, source, hasNextPage };
  },
};
