import type { Collection } from '@kolekt/shared/collection';
import type { Comment } from '@kolekt/shared/comment';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { commentsQueryKey } from './get-comments';

/**
 * After the caller posted (+1) or deleted (-1) a comment: moves the collection's commentCount
 * (the Comments button's badge) at once, refreshes the comment list, then takes the exact total
 * the refreshed list reports, which also counts what other people posted or deleted meanwhile.
 */
export async function syncCommentCount(
  queryClient: QueryClient,
  collectionId: string,
  delta: 1 | -1,
) {
  const setCount = (next: (count: number) => number) =>
    queryClient.setQueryData<Collection | null>(queryKeys.collection(collectionId), (old) =>
      old ? { ...old, commentCount: Math.max(0, next(old.commentCount)) } : old,
    );
  setCount((count) => count + delta);
  const key = commentsQueryKey(collectionId);
  await queryClient.invalidateQueries({ queryKey: key });
  // Only a list fetched again knows the new total: a stale one (panel closed) would undo the move.
  if (queryClient.getQueryState(key)?.isInvalidated !== false) return;
  const pages = queryClient.getQueryData<InfiniteData<PagedResult<Comment>>>(key)?.pages;
  const total = pages?.[0]?.totalCount;
  if (total !== undefined) setCount(() => total);
}
