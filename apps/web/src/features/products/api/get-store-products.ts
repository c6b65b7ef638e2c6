import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { Product } from '@kolekt/shared/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Products saved from one built-in shop (an empty page when nobody has saved from it yet). */
export function getStoreProducts(slug: string, pageIndex: number) {
  return apiData<PagedResult<Product>>(
    `product/byStore?store=${encodeURIComponent(slug)}&pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  );
}

export const storeProductsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.storeProducts(slug),
    queryFn: ({ pageParam }) => getStoreProducts(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
  });

export function useStoreProducts(slug: string) {
  return useInfiniteQuery(storeProductsQueryOptions(slug));
}
