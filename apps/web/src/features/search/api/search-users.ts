import type { UserSearchResult } from '@kolekt/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchSearchPage } from '../lib/search-page';

/** GET user/search: people by name, surname or userName; one page, without load more. */
export function searchUsers(query: string, signal?: AbortSignal) {
  return fetchSearchPage<UserSearchResult>('user/search', { query }, 1, signal);
}

export const searchUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.search('users', query),
    queryFn: ({ signal }) => searchUsers(query, signal),
    select: (page) => page.items,
  });

export function useSearchUsers(query: string) {
  return useQuery(searchUsersQueryOptions(query));
}
