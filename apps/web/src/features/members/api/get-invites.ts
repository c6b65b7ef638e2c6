import type { PendingInvite } from '@kolekt/shared/members';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** The invitations and links still waiting: the owner's to see, so only the owner asks. */
export function getInvites(collectionId: string) {
  return apiData<PendingInvite[]>(`${apiPaths.collection(collectionId)}/invites`);
}

export function useInvites(collectionId: string, isOwner: boolean) {
  return useQuery({
    queryKey: [...queryKeys.members(collectionId), 'invites'],
    queryFn: () => getInvites(collectionId),
    enabled: isOwner,
  });
}
