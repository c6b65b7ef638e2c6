import type { CheerioAPI } from 'cheerio';
import { canonicalProductUrl } from '../canonical-url';
import { formatPrice } from '../product/format-price';
import { asArray, hasType, imageOf, isNode, jsonLdNodes, offerPrice } from '../product/json-ld';
import { normalizeCurrency, parseMachinePrice, parsePriceText } from '../product/parse-price';
import { absoluteUrl, cleanText } from '../product/text';
import type { ItemDraft } from './adapters/search-adapter';
import { searchItemSchema, type SearchItem } from '@kolekt/shared/retailer-search';

/** The built-in shops all price in lira; a page that names another currency keeps it. */
function priceText(draft: ItemDraft): string | null {
  const currency = normalizeCurrency(draft.currency);
  if (typeof draft.price === 'number' || /^\s*\d+(\.\d+)?\s*$/.test(String(draft.price ?? ''))) {
    const value = parseMachinePrice(draft.price);
    return value === null ? null : formatPrice(value, currency ?? 'TRY');
  }
  const parsed = parsePriceText(draft.price);
  return parsed ? formatPrice(parsed.value, parsed.currency ?? currency ?? 'TRY') : null;
}

/** A cleaned, checked item, or null when the draft lacks a title or a product link. */
export function toSearchItem(draft: ItemDraft, store: string, base: URL): SearchItem | null {
  const url = absoluteUrl(draft.url, base);
  const parsed = searchItemSchema.safeParse({
    title: cleanText(draft.title, 500),
    store,
    price: priceText(draft),
    imagePath: absoluteUrl(draft.image, base) ?? null,
    pureUrl: url ? canonicalProductUrl(url) : undefined,
  });
  return parsed.success ? parsed.data : null;
}

const productTypes = new Set(['Product', 'ProductGroup', 'IndividualProduct']);

/** Results of schema.org ItemLists (ListItem → item, or the Product itself) in the JSON-LD. */
export function jsonLdItems($: CheerioAPI, base: URL): ItemDraft[] {
  const drafts: ItemDraft[] = [];
  for (const node of jsonLdNodes($)) {
    if (!hasType(node, new Set(['ItemList']))) continue;
    for (const element of asArray(node.itemListElement).filter(isNode)) {
      const product = isNode(element.item) ? { ...element, ...element.item } : element;
      const price = offerPrice(product.offers);
      drafts.push({
        title: product.name,
        price: price?.value,
        currency: price?.currency,
        image: imageOf(product.image, base),
        url: product.url,
      });
    }
  }
  if (drafts.length) return drafts;
  // No ItemList: a page of bare Product nodes is read the same way.
  return jsonLdNodes($)
    .filter((node) => hasType(node, productTypes))
    .map((product) => {
      const price = offerPrice(product.offers);
      return {
        title: product.name,
        price: price?.value,
        currency: price?.currency,
        image: imageOf(product.image, base),
        url: product.url,
      };
    });
}

/** The JSON object that starts at `from` in a script, read up to its balanced closing brace. */
export function balancedObject(text: string, from: number): unknown {
  const start = text.indexOf('{', from);
  if (start < 0) return undefined;
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"') quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, index + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * State a shop embeds for its own front end: `<script id="__NEXT_DATA__">{…}</script>`, or an
 * assignment such as `window["__single-search-result__PROPS"] = {…};` inside a script.
 */
export function embeddedState($: CheerioAPI, name: string): unknown {
  if (/^[\w-]+$/.test(name)) {
    const byId = $(`script#${name}`).first();
    if (byId.length) return balancedObject(byId.text(), 0);
  }
  const literal = name.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const assignment = new RegExp(`${literal}\\s*=\\s*`);
  for (const script of $('script:not([src])').toArray()) {
    const text = $(script).text();
    const match = assignment.exec(text);
    if (match) return balancedObject(text, match.index + match[0].length);
  }
  return undefined;
}

/** The value at a dotted path of parsed JSON ('props.pageProps.products'), or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (!isNode(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Shops mark the next results page with `<link rel="next">` for crawlers. */
export const hasNextLink = ($: CheerioAPI) => $('link[rel~="next"]').length > 0;

/**
 * How many results the whole search has, as a JSON-LD `ItemList` states it (`numberOfItems`,
 * schema.org), when it does: with the page's size it says whether a next page exists.
 */
export function jsonLdItemCount($: CheerioAPI): number | undefined {
  for (const node of jsonLdNodes($)) {
    if (!hasType(node, new Set(['ItemList']))) continue;
    const count = Number(node.numberOfItems);
    if (Number.isInteger(count) && count >= 0) return count;
  }
  return undefined;
}
