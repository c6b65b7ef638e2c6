import type { Product, ScrapeFailureData } from '@kolekt/shared/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiData } from '@/lib/api-client';
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

/**
 * What a failed scrape still found: only a 422 'could not read the shop' carries it; any other
 * failure (a bad link, a network error) gives null.
 */
export function scrapeFailureOf(error: unknown): ScrapeFailureData | null {
  if (!(error instanceof ApiError) || error.statusCode !== 422) return null;
  const data = error.data as Partial<ScrapeFailureData> | null;
  return data && typeof data.reason === 'string' && data.found ? (data as ScrapeFailureData) : null;
}
