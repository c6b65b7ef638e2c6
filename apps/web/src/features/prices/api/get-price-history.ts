import type { PriceHistory } from '@kolekt/shared/price';
import { priceHistoryDays } from '@kolekt/shared/price';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { priceQueryKeys } from './price-query-keys';

/** A product's observed prices over `days` and their summary (lowest, highest, 30-day median). */
export function getPriceHistory(productId: string, days: number) {
  return apiData<PriceHistory>(`product/${encodeURIComponent(productId)}/prices?days=${days}`);
}

export function usePriceHistory(productId: string, days: number = priceHistoryDays.default) {
  return useQuery({
    queryKey: priceQueryKeys.history(productId, days),
    queryFn: () => getPriceHistory(productId, days),
  });
}
