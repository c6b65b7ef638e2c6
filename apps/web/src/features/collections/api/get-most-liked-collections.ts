import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §7: page 1, size 10. */
export function getMostLikedCollections() {
  return apiData<PagedResult<Collection>>(
    `collection/mostLiked?pageIndex=1&pageSize=${pageSizes.mostLiked}`,
  );
}

export const mostLikedCollectionsQueryOptions = queryOptions({
  queryKey: queryKeys.mostLikedCollections,
  queryFn: getMostLikedCollections,
});

export function useMostLikedCollections() {
  return useQuery(mostLikedCollectionsQueryOptions);
}
