import type { CaptureProductInput, CapturedProduct } from '@kolekt/shared/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST product/capture (JSON): details the user typed, saved as their own into collections. */
export function captureProduct(input: CaptureProductInput) {
  return apiData<CapturedProduct>('product/capture', { method: 'POST', json: input });
}

export function useCaptureProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: captureProduct,
    onSuccess: ({ collectionIds }) => {
      for (const collectionId of collectionIds) {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.collectionProducts(collectionId),
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.collection(collectionId) });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.lastAddedProducts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}
