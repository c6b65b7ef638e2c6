import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The caller's archived collections, last archived first. */
export function getArchivedCollections(pageIndex: number) {
  return apiData<PagedResult<Collection>>(
    `collection/archived?pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  );
}

export const archivedCollectionsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.archivedCollections,
  queryFn: ({ pageParam }) => getArchivedCollections(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
});

export function useArchivedCollections() {
  return useInfiniteQuery(archivedCollectionsQueryOptions);
}
