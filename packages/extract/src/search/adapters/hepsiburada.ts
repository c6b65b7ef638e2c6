import type { CheerioAPI } from 'cheerio';
import { isNode } from '../../product/json-ld';
import { escapedState } from '../escaped-state';
import { at, hasNextLink } from '../read-results';
import { shopUrl, storeName, type ItemDraft, type SearchAdapter } from './search-adapter';

const imageSize = '216x216';

/** The first picture of a variant, with the `{size}` placeholder the CDN expects filled in. */
function imageOf(images: unknown): string | undefined {
  const first = [images].flat().find((image) => typeof image === 'string' || isNode(image));
  const link = isNode(first) ? (first.link ?? first.url) : first;
  return typeof link === 'string' ? link.replace(/\{size\}/gi, imageSize) : undefined;
}

/** Items of the escaped `STATE`: `data.products[].variantList[0]` (SHOPS.md). */
function stateItems($: CheerioAPI): { items: ItemDraft[]; hasNextPage?: boolean } | undefined {
  for (const state of escapedState($, 'VERTICALFILTER', 'STATE')) {
    const products = at(state, 'data.products');
    if (!Array.isArray(products)) continue;
    const items = products.filter(isNode).map((product) => {
      const variant = at(product, 'variantList.0');
      const source = isNode(variant) ? variant : product;
      return {
        title: source.name ?? product.name,
        price:
          at(source, 'listing.priceInfo.price') ?? at(source, 'listing.priceInfo.originalPrice'),
        image: imageOf(source.images ?? product.images),
        url: source.url ?? product.url,
      };
    });
    const page = Number(at(state, 'data.pagination.currentPage'));
    const pages = Number(at(state, 'data.pagination.totalPages'));
    return { items, hasNextPage: page > 0 && pages > 0 ? page < pages : undefined };
  }
  return undefined;
}

/** The older markup: product cards marked with `data-test-id` attributes. */
function cardItems($: CheerioAPI): ItemDraft[] {
  return $('li[class*="productListContent"]')
    .toArray()
    .map((element) => {
      const card = $(element);
      const link = card.find('a[href]').first();
      const image = card.find('img').first();
      return {
        title: card.find('[data-test-id="product-card-name"]').first().text() || link.attr('title'),
        price: card.find('[data-test-id="price-current-price"]').first().text(),
        image: image.attr('data-src') ?? image.attr('src'),
        url: link.attr('href'),
      };
    });
}

/** Hepsiburada: the search's state, escaped JSON inside `window.MORIA.VERTICALFILTER`. */
export const hepsiburadaAdapter: SearchAdapter = {
  id: 'hepsiburada',
  store: storeName('hepsiburada.com'),
  defaultBaseUrl: 'https://www.hepsiburada.com',
  searchUrl: (base, key, pageIndex) =>
    shopUrl(base, '/ara', { q: key, ...(pageIndex > 1 ? { sayfa: pageIndex } : {}) }),
  readResults: ({ $ }) => {
    const state = stateItems($);
    const next = $('[data-test-id="pagination"] a[class*="next"], a[rel="next"]');
    const linked = next.length > 0 || hasNextLink($);
    if (state?.items.length)
      return { items: state.items, hasNextPage: state.hasNextPage ?? linked };
    return { items: cardItems($), hasNextPage: linked };
  },
};
