import type { Collection } from '@kolekt/shared/collection';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchSearchPage, nextSearchPage } from '../lib/search-page';

/** GET collection/name: public collections and the caller's own, by name. */
export function searchCollections(query: string, pageIndex: number, signal?: AbortSignal) {
  return fetchSearchPage<Collection>('collection/name', { name: query }, pageIndex, signal);
}

export const searchCollectionsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search('collections', query),
    queryFn: ({ pageParam, signal }) => searchCollections(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
  });

export function useSearchCollections(query: string) {
  return useInfiniteQuery(searchCollectionsQueryOptions(query));
}
