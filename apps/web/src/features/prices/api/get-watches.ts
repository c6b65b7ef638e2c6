import { pageSizes } from '@kolekt/shared/constants';
import type { WatchPage } from '@kolekt/shared/price';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { priceQueryKeys } from './price-query-keys';

/** One page of the caller's watches, newest first. */
export function getWatches(pageIndex: number) {
  return apiData<WatchPage>(`watch?pageIndex=${pageIndex}&pageSize=${pageSizes.default}`);
}

export function useWatches() {
  return useInfiniteQuery({
    queryKey: priceQueryKeys.watches,
    queryFn: ({ pageParam }) => getWatches(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
  });
}
