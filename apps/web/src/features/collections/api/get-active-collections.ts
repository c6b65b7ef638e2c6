import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The caller's active collections, the immutable default one first; 5 per page (spec §7). */
export function getActiveCollections(pageIndex: number) {
  return apiData<PagedResult<Collection>>(
    `collection/active?pageIndex=${pageIndex}&pageSize=${pageSizes.activeCollections}`,
  );
}

export const activeCollectionsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.activeCollections,
  queryFn: ({ pageParam }) => getActiveCollections(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
});

export function useActiveCollections() {
  return useInfiniteQuery(activeCollectionsQueryOptions);
}
