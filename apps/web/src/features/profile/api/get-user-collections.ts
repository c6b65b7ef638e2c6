import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** A user's public collections (spec §7 collection/othersCollections). */
export function getUserCollections(userId: string, pageIndex: number) {
  return apiData<PagedResult<Collection>>(
    `collection/othersCollections?userId=${encodeURIComponent(userId)}&pageIndex=${pageIndex}&pageSize=${pageSizes.default}`,
  );
}

export function useUserCollections(userId: string) {
  return useInfiniteQuery({
    queryKey: ['collections', 'user', userId],
    queryFn: ({ pageParam }) => getUserCollections(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageIndex + 1 : undefined),
  });
}
