import type { PriceHistory } from '@kolekt/shared/price';
import { priceHistoryDays } from '@kolekt/shared/price';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { historyRefreshMs } from '../lib/next-check';
import { priceQueryKeys } from './price-query-keys';

/** A product's observed prices over `days` and their summary (lowest, highest, 30-day median). */
export function getPriceHistory(productId: string, days: number) {
  return apiData<PriceHistory>(`product/${encodeURIComponent(productId)}/prices?days=${days}`);
}

export function usePriceHistory(productId: string, days: number = priceHistoryDays.default) {
  return useQuery({
    queryKey: priceQueryKeys.history(productId, days),
    queryFn: () => getPriceHistory(productId, days),
    // Read again when the next check is due, so its reading appears while the product is open.
    refetchInterval: (query) =>
      historyRefreshMs(query.state.data?.current.nextCheckAt ?? null, Date.now()),
  });
}
