import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { priceQueryKeys } from './price-query-keys';

/** Stops watching a product. */
export function deleteWatch(productId: string) {
  return apiData<null>(`product/${encodeURIComponent(productId)}/watch`, { method: 'DELETE' });
}

export function useDeleteWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWatch,
    onSuccess: (_reply, productId) => {
      queryClient.setQueryData(priceQueryKeys.watch(productId), null);
      void queryClient.invalidateQueries({ queryKey: priceQueryKeys.watches });
    },
  });
}
