import { queryKeys } from '@/lib/query-keys';

/**
 * The prices feature's query keys. A collection's totals sit under the collection's own key, so
 * whatever refreshes a collection (a product added or removed) refreshes its totals too.
 */
export const priceQueryKeys = {
  history: (productId: string, days: number) =>
    [...queryKeys.prices, 'history', productId, days] as const,
  historyOf: (productId: string) => [...queryKeys.prices, 'history', productId] as const,
  watch: (productId: string) => [...queryKeys.prices, 'watch', productId] as const,
  watches: [...queryKeys.prices, 'watches'] as const,
  totals: (collectionId: string) => [...queryKeys.collection(collectionId), 'priceTotals'] as const,
  alertPreferences: ['user', 'alertPreferences'] as const,
};
