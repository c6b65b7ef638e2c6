import type { ItemDraft, ResultSource, ResultsPage } from './adapters/search-adapter';
import { jsonLdItems } from './read-results';

/** How an adapter reads each source; a shop without one of them leaves it out. */
export interface SourceReaders {
  cards?: (page: ResultsPage) => ItemDraft[];
  state?: (page: ResultsPage) => ItemDraft[];
  /**
   * False for a shop whose JSON-LD is known not to be its results (Trendyol's `ItemList` holds
   * other products at other prices): then nothing read is better than the wrong products.
   */
  jsonLd?: boolean;
}

/**
 * The first source that gives items, in the order a shopper would trust them (decision 0060):
 * the cards the page shows, then the shop's embedded state, then the page's JSON-LD, which may
 * hold other products at other prices (Trendyol's `ItemList` does).
 */
export function readInOrder(
  page: ResultsPage,
  readers: SourceReaders,
): { items: ItemDraft[]; source: ResultSource | null } {
  const cards = readers.cards?.(page) ?? [];
  if (cards.length) return { items: cards, source: 'cards' };
  const state = readers.state?.(page) ?? [];
  if (state.length) return { items: state, source: 'state' };
  const described = readers.jsonLd === false ? [] : jsonLdItems(page.$, page.url);
  return described.length ? { items: described, source: 'json-ld' } : { items: [], source: null };
}
