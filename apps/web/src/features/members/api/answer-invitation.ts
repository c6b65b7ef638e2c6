import type { Collection } from '@kolekt/shared/collection';
import type { InviteAnswer } from '@kolekt/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Joins the collection an invitation (by id) or an invite link (by its secret) is for. */
export function acceptInvitation(answer: InviteAnswer) {
  return apiData<Collection>('invite/accept', { method: 'POST', json: answer });
}

export function declineInvitation(inviteId: string) {
  return apiData<null>('invite/decline', { method: 'POST', json: { inviteId } });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (collection) => {
      queryClient.setQueryData(queryKeys.collection(collection.id), collection);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvitations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sharedCollections });
      // An editor's new collection is offered wherever a product is saved.
      void queryClient.invalidateQueries({ queryKey: queryKeys.addableCollections });
      void queryClient.invalidateQueries({ queryKey: queryKeys.members(collection.id) });
    },
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvitations }),
  });
}
