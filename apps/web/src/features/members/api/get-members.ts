import { pageSizes } from '@kolekt/shared/constants';
import type { MembersPage } from '@kolekt/shared/members';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** A page of the members, in the order they joined; the owner comes with every page. */
export function getMembers(collectionId: string, pageIndex: number) {
  return apiData<MembersPage>(
    `${apiPaths.collection(collectionId)}/members?pageIndex=${pageIndex}&pageSize=${pageSizes.members}`,
  );
}

export const membersQueryOptions = (collectionId: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.members(collectionId), 'list'],
    queryFn: ({ pageParam }) => getMembers(collectionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
  });

export function useMembers(collectionId: string) {
  return useInfiniteQuery(membersQueryOptions(collectionId));
}

export type MembersQuery = ReturnType<typeof useMembers>;
