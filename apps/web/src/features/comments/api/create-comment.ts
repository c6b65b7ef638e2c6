import type { CreateCommentInput } from '@kolekt/shared/comment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { syncCommentCount } from './comment-count';

/** POST comment/create; the reply's data is the new comment's id (spec §7). */
export function createComment(input: CreateCommentInput) {
  return apiData<string>('comment/create', { method: 'POST', json: input });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_id, { collectionId }) => syncCommentCount(queryClient, collectionId, 1),
  });
}
