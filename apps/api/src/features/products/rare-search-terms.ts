import { LRUCache } from 'lru-cache';
import { foldSearchText } from '../../lib/fold-search-text';

/**
 * Terms whose page was not among the newest products lately (decision 0026): their next search
 * goes straight to the trigram index instead of walking the newest products in vain first. Only
 * the way in is remembered, never an answer; a term that became common meanwhile is still found,
 * by the slower way, until its entry expires.
 */
export class RareSearchTerms {
  private readonly terms: LRUCache<string, true>;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.terms = new LRUCache({ max: options.max ?? 10_000, ttl: options.ttlMs ?? 5 * 60_000 });
  }

  has(term: string): boolean {
    return this.terms.has(foldSearchText(term));
  }

  remember(term: string) {
    this.terms.set(foldSearchText(term), true);
  }
}
