import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ProductInCollection {
  productId: string;
  collectionId: string;
}

export function addProductToCollection(input: ProductInCollection) {
  return apiData<unknown>('product/add/collection', { method: 'POST', json: input });
}

export function useAddProductToCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductToCollection,
    onSuccess: (_data, { collectionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.collectionProducts(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}
