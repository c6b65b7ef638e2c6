import type { MemberRole, PendingInvite } from '@kolekt/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

interface InviteByNameInput {
  collectionId: string;
  userName: string;
  role: MemberRole;
}

export function inviteByName({ collectionId, userName, role }: InviteByNameInput) {
  return apiData<PendingInvite>(`${apiPaths.collection(collectionId)}/invites`, {
    method: 'POST',
    json: { userName, role },
  });
}

export function useInviteByName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteByName,
    onSuccess: (_invite, { collectionId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.members(collectionId) }),
  });
}
