import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Collections other people share with the caller as an editor or a viewer (issue #14). */
export function getSharedCollections(pageIndex: number) {
  return apiData<PagedResult<Collection>>(
    `collection/shared?pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  );
}

export const sharedCollectionsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.sharedCollections,
  queryFn: ({ pageParam }) => getSharedCollections(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
});

export function useSharedCollections() {
  return useInfiniteQuery(sharedCollectionsQueryOptions);
}
