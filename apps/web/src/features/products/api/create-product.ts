import type { Product } from '@kolekt/shared/product';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Saves an external search result into one collection (spec §7 product/create, multipart). */
export function createProduct({
  product,
  collectionId,
  proof,
}: {
  product: Product;
  collectionId: string;
  /** The server's signature of the search result, so the product counts as the shop's. */
  proof?: Pick<SearchItem, 'signature' | 'signedAt'>;
}) {
  return apiData<Product>('product/create', {
    method: 'POST',
    form: {
      collectionId,
      title: product.title,
      store: product.store,
      price: product.price ?? undefined,
      imagePath: product.imagePath ?? undefined,
      pureUrl: product.pureUrl ?? product.url,
      signature: proof?.signature,
      signedAt: proof?.signedAt === undefined ? undefined : String(proof.signedAt),
    },
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (_product, { collectionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.collectionProducts(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}
