import { pageSizes } from '@kolekt/shared/constants';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { Product } from '@kolekt/shared/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getLastAddedProducts() {
  return apiData<PagedResult<Product>>(
    `product/lastAdded?pageIndex=1&pageSize=${pageSizes.lastAdded}`,
  );
}

export const lastAddedProductsQueryOptions = queryOptions({
  queryKey: queryKeys.lastAddedProducts,
  queryFn: getLastAddedProducts,
});

export function useLastAddedProducts() {
  return useQuery(lastAddedProductsQueryOptions);
}
