import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getLastAddedCollections() {
  return apiData<PagedResult<Collection>>(
    `collection/lastAdded?pageIndex=1&pageSize=${pageSizes.lastAdded}`,
  );
}

export const lastAddedCollectionsQueryOptions = queryOptions({
  queryKey: queryKeys.lastAddedCollections,
  queryFn: getLastAddedCollections,
});

export function useLastAddedCollections() {
  return useQuery(lastAddedCollectionsQueryOptions);
}
