import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';

/** Rows to fetch for a page: one extra tells whether a next page exists without counting. */
export function pageWindow(paging: Paging) {
  return { limit: paging.pageSize + 1, offset: (paging.pageIndex - 1) * paging.pageSize };
}

export function toPage<T>(rows: T[], paging: Paging, totalCount?: number): PagedResult<T> {
  const hasNextPage = rows.length > paging.pageSize;
  const items = hasNextPage ? rows.slice(0, paging.pageSize) : rows;
  return {
    items,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    // Where an exact count would cost a scan, the count is what this page proves.
    totalCount: totalCount ?? (paging.pageIndex - 1) * paging.pageSize + rows.length,
    hasNextPage,
  };
}
