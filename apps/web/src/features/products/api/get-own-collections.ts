import type { Collection } from '@kolekt/shared/collection';
import { maxPageSize } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The caller's own active collections (collection/nameByUser with an empty name), the targets of
 * the add-to-collections and add-product dialogs; one page of the largest size.
 */
export function getOwnCollections() {
  return apiData<PagedResult<Collection>>(
    `collection/nameByUser?name=&pageIndex=1&pageSize=${maxPageSize}`,
  );
}

export const ownCollectionsQueryOptions = queryOptions({
  queryKey: queryKeys.ownCollections,
  queryFn: getOwnCollections,
  select: (page) => page.items,
});

export function useOwnCollections() {
  return useQuery(ownCollectionsQueryOptions);
}
