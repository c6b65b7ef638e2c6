import type { Collection } from '@kolekt/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface LikeState {
  likeCount: number;
  isCurrentUserLiked: boolean;
}

/** Like (POST like/create) or unlike (DELETE like/delete); form field CollectionId (spec §7). */
export function setCollectionLike({ collectionId, like }: { collectionId: string; like: boolean }) {
  return apiData<LikeState>(like ? 'like/create' : 'like/delete', {
    method: like ? 'POST' : 'DELETE',
    form: { CollectionId: collectionId },
  });
}

export function useLikeCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCollectionLike,
    onSuccess: (state, { collectionId, like }) => {
      queryClient.setQueryData<Collection | null>(queryKeys.collection(collectionId), (old) => {
        if (!old) return old;
        // Spec §4: toggle the flag and move the count by one; the server's count wins if sent.
        const likeCount = state?.likeCount ?? Math.max(0, old.likeCount + (like ? 1 : -1));
        return { ...old, isCurrentUserLiked: state?.isCurrentUserLiked ?? like, likeCount };
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.mostLikedCollections });
    },
  });
}
