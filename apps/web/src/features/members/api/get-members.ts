import type { Members } from '@kolekt/shared/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** Owner, members and, for the owner only, the invitations still waiting. */
export function getMembers(collectionId: string) {
  return apiData<Members>(`${apiPaths.collection(collectionId)}/members`);
}

export const membersQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: queryKeys.members(collectionId),
    queryFn: () => getMembers(collectionId),
  });

export function useMembers(collectionId: string) {
  return useQuery(membersQueryOptions(collectionId));
}
