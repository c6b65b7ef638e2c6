import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { Product } from '@kolekt/shared/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const noProducts = (pageIndex: number): PagedResult<Product> => ({
  items: [],
  pageIndex,
  pageSize: pageSizes.default,
  totalCount: 0,
  hasNextPage: false,
});

/** Products saved from one built-in shop; an unknown shop (404) simply has none. */
export async function getStoreProducts(slug: string, pageIndex: number) {
  const reply = await apiRequest<PagedResult<Product>>(
    `product/byStore?store=${encodeURIComponent(slug)}&pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  );
  if (reply.success && reply.data) return reply.data;
  if (reply.statusCode === 404) return noProducts(pageIndex);
  throw new ApiError(reply.message, reply.statusCode);
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
