import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

interface WithdrawInviteInput {
  collectionId: string;
  inviteId: string;
}

/** The owner takes back an invitation to a person, or makes an invite link stop working. */
export function withdrawInvite({ collectionId, inviteId }: WithdrawInviteInput) {
  return apiData<null>(
    `${apiPaths.collection(collectionId)}/invites/${encodeURIComponent(inviteId)}`,
    { method: 'DELETE' },
  );
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvite,
    onSuccess: (_data, { collectionId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.members(collectionId) }),
  });
}
