import type { Collection } from '@kolekt/shared/collection';
import { maxPageSize } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Where the caller may put a product (collection/addable with an empty name): their own active
 * collections, then the active ones they edit as a member; the targets of the add-to-collections
 * and add-product dialogs; one page of the largest size.
 */
export function getAddableCollections() {
  return apiData<PagedResult<Collection>>(
    `collection/addable?name=&pageIndex=1&pageSize=${maxPageSize}`,
  );
}

export const addableCollectionsQueryOptions = queryOptions({
  queryKey: queryKeys.addableCollections,
  queryFn: getAddableCollections,
  select: (page) => page.items,
});

export function useAddableCollections() {
  return useQuery(addableCollectionsQueryOptions);
}
