import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import { apiRequest } from '@/lib/api-client';

const emptyPage = <T>(pageIndex: number): PagedResult<T> => ({
  items: [],
  pageIndex,
  pageSize: pageSizes.searchLoadMore,
  totalCount: 0,
  hasNextPage: false,
});

/**
 * One page of a search call, 12 at a time (spec §9). A failed search yields empty results
 * (spec §8), so a query the server refuses (shorter than 2 characters) shows the empty message.
 */
export async function fetchSearchPage<T>(
  path: string,
  params: Record<string, string>,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<PagedResult<T>> {
  const search = new URLSearchParams({
    ...params,
    pageIndex: String(pageIndex),
    pageSize: String(pageSizes.searchLoadMore),
  });
  const reply = await apiRequest<PagedResult<T>>(`${path}?${search}`, { signal });
  return reply.success && reply.data ? reply.data : emptyPage(pageIndex);
}

export const nextSearchPage = (last: PagedResult<unknown>) =>
  last.hasNextPage ? last.pageIndex + 1 : undefined;
