import type { InviteLink, MemberRole } from '@kolekt/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

interface InviteLinkInput {
  collectionId: string;
  role: MemberRole;
  days: number;
}

/** A new invite link; its secret comes back this once and is never listed again. */
export function createInviteLink({ collectionId, role, days }: InviteLinkInput) {
  return apiData<InviteLink>(`${apiPaths.collection(collectionId)}/inviteLinks`, {
    method: 'POST',
    json: { role, days },
  });
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: (_link, { collectionId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.members(collectionId) }),
  });
}

/** The address to share: the invite page of this app, on this origin. */
export function inviteLinkUrl(token: string) {
  return `${window.location.origin}/invite/${token}`;
}
