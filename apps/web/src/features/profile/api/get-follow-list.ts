import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { FollowListUser } from '@kolekt/shared/user';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The two list calls differ only in their path: `user/followers/{id}`, `user/followings/{id}`. */
export type FollowDirection = 'followers' | 'followings';

export function getFollowList(direction: FollowDirection, userId: string, pageIndex: number) {
  return apiData<PagedResult<FollowListUser>>(
    `user/${direction}/${encodeURIComponent(userId)}?pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  );
}

export function useFollowList(direction: FollowDirection, userId: string) {
  return useInfiniteQuery({
    queryKey: ['user', userId, direction],
    queryFn: ({ pageParam }) => getFollowList(direction, userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
  });
}
