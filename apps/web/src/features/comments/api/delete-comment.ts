import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { syncCommentCount } from './comment-count';

/** The author, or the collection's owner, may delete a comment. */
export function deleteComment({ id }: { id: string; collectionId: string }) {
  return apiData<null>(`comment/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_reply, { collectionId }) => syncCommentCount(queryClient, collectionId, -1),
  });
}
