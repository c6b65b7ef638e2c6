import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { Product } from '@kolekt/shared/product';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET product/name: products already in Kolekt by title, the first page; none on failure. */
export async function searchKolektProducts(title: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    title,
    pageIndex: '1',
    pageSize: String(pageSizes.searchLoadMore),
  });
  const reply = await apiRequest<PagedResult<Product>>(`product/name?${params}`, { signal });
  return reply.success && reply.data ? reply.data.items : [];
}

export function useKolektProducts(title: string) {
  return useQuery({
    queryKey: queryKeys.productsByTitle(title),
    queryFn: ({ signal }) => searchKolektProducts(title, signal),
  });
}
