import type { PriceTotals } from '@kolekt/shared/price';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { priceQueryKeys } from './price-query-keys';

/** What a collection's products cost now, one total per currency, and what the sums leave out. */
export function getPriceTotals(collectionId: string) {
  return apiData<PriceTotals>(apiPaths.priceTotals(collectionId), {
    // A public collection is readable without the refresh cookie, like the collection itself.
    credentials: 'omit',
  });
}

export function usePriceTotals(collectionId: string) {
  return useQuery({
    queryKey: priceQueryKeys.totals(collectionId),
    queryFn: () => getPriceTotals(collectionId),
  });
}
