import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

interface RemoveMemberInput {
  collectionId: string;
  userId: string;
}

/** The owner removes a member, or a member removes themself: leaving is the same call. */
export function removeMember({ collectionId, userId }: RemoveMemberInput) {
  return apiData<null>(
    `${apiPaths.collection(collectionId)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_data, { collectionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members(collectionId) });
      // Someone who left may no longer see the collection, find it under shared ones, nor
      // save products into it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection(collectionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sharedCollections });
      void queryClient.invalidateQueries({ queryKey: queryKeys.addableCollections });
    },
  });
}
