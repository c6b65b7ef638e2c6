import type { Watch, WatchProductInput } from '@kolekt/shared/price';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { priceQueryKeys } from './price-query-keys';

export interface SaveWatchInput {
  productId: string;
  watch: WatchProductInput;
}

/** Starts watching a product, or changes what is watched (the same call either way). */
export function saveWatch({ productId, watch }: SaveWatchInput) {
  return apiData<Watch>(`product/${encodeURIComponent(productId)}/watch`, {
    method: 'POST',
    json: watch,
  });
}

export function useSaveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWatch,
    onSuccess: (watch, { productId }) => {
      queryClient.setQueryData(priceQueryKeys.watch(productId), watch);
      void queryClient.invalidateQueries({ queryKey: priceQueryKeys.watches });
      // A new watch brings the next check forward: the history says when.
      void queryClient.invalidateQueries({ queryKey: priceQueryKeys.historyOf(productId) });
    },
  });
}
