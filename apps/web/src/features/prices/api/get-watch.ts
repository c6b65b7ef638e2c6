import type { Watch } from '@kolekt/shared/price';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { priceQueryKeys } from './price-query-keys';

/** The caller's watch of one product, or null when they do not watch it. */
export function getWatch(productId: string) {
  return apiData<Watch | null>(`product/${encodeURIComponent(productId)}/watch`);
}

/** Only asked for a signed-in user: a guest has no watches. */
export function useWatch(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: priceQueryKeys.watch(productId),
    queryFn: () => getWatch(productId),
    enabled,
  });
}
