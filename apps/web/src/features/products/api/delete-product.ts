import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProductInCollection } from './add-product-to-collection';

/** Removes the product from the collection (owner only); the product itself stays. */
export function deleteProduct(input: ProductInCollection) {
  return apiData<unknown>('product/delete', { method: 'DELETE', json: input });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, { collectionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.collectionProducts(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}
