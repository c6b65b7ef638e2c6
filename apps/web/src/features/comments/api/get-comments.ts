import type { Comment } from '@kolekt/shared/comment';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const commentsQueryKey = (collectionId: string) => ['comments', collectionId] as const;

/** A collection's comments, newest first, 10 per page (spec §7, §9). */
export function getComments(collectionId: string, pageIndex: number) {
  return apiData<PagedResult<Comment>>(
    `comment/comments/${encodeURIComponent(collectionId)}?pageIndex=${pageIndex}&pageSize=${pageSizes.comments}`,
  );
}

export const commentsQueryOptions = (collectionId: string) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(collectionId),
    queryFn: ({ pageParam }) => getComments(collectionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
  });

export function useComments(collectionId: string) {
  return useInfiniteQuery(commentsQueryOptions(collectionId));
}
