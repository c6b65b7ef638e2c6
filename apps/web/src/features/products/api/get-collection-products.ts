import type { PagedResult } from '@kolekt/shared/envelope';
import type { Product } from '@kolekt/shared/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function getCollectionProducts(collectionId: string, pageIndex: number) {
  return apiData<PagedResult<Product>>(apiPaths.collectionProducts(collectionId, pageIndex));
}

export const collectionProductsQueryOptions = (collectionId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.collectionProducts(collectionId),
    queryFn: ({ pageParam }) => getCollectionProducts(collectionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
    // The collection page asks for the products with its header (one round trip less before
    // the first pictures); the grid mounting a moment later does not ask again.
    staleTime: 10_000,
  });

export function useCollectionProducts(collectionId: string) {
  return useInfiniteQuery(collectionProductsQueryOptions(collectionId));
}
