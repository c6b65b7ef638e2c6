import type { PriceObservation } from '@kolekt/shared/price';

/**
 * When the product's current run of out-of-stock readings began: the first of the readings at
 * the end of its history that all say out of stock. Null when the last reading says otherwise
 * or there is none.
 */
export function outOfStockSince(items: PriceObservation[]): string | null {
  const sorted = [...items].sort((a, b) => a.at.localeCompare(b.at));
  let since: string | null = null;
  for (let i = sorted.length - 1; i >= 0 && sorted[i]!.availability === 'out_of_stock'; i--) {
    since = sorted[i]!.at;
  }
  return since;
}
