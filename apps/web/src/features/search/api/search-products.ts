import type { Product } from '@kolekt/shared/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchSearchPage, nextSearchPage } from '../lib/search-page';

/** GET product/name: products by title, best matches first. */
export function searchProducts(query: string, pageIndex: number, signal?: AbortSignal) {
  return fetchSearchPage<Product>('product/name', { title: query }, pageIndex, signal);
}

export const searchProductsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search('products', query),
    queryFn: ({ pageParam, signal }) => searchProducts(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
  });

export function useSearchProducts(query: string) {
  return useInfiniteQuery(searchProductsQueryOptions(query));
}
