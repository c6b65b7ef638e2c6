import type { Product } from '@kolekt/shared/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The server fetches the shop page, so this may take a few seconds. */
export function scrapeProduct(input: { url: string; collectionId: string }) {
  return apiData<Product>('product/scrape/collection', { method: 'POST', form: input });
}

export function useScrapeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scrapeProduct,
    onSuccess: (_product, { collectionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.collectionProducts(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lastAddedProducts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}
