import type { PagedResult } from '@kolekt/shared/envelope';
import type { PriceTotals } from '@kolekt/shared/price';
import type { Product } from '@kolekt/shared/product';
import type { Collection } from '@kolekt/shared/collection';
import type { QueryClient } from '@tanstack/react-query';
import { collectionQueryOptions } from '@/features/collections/api/get-collection';
import { priceQueryKeys } from '@/features/prices/api/price-query-keys';
import { collectionProductsQueryOptions } from '@/features/products/api/get-collection-products';
import { apiPaths } from '@/lib/api-paths';
import { collectionIdAt } from './collection-page-path';

/** A guest's GET of an api path (as the api client sends it): the reply's data, or undefined. */
export type ApiRead = (path: string) => Promise<unknown>;

/**
 * Fills the query cache with what a first screen shows. False when the screen is not drawn on
 * the server (a collection that is missing or not public: the browser asks and explains).
 */
type Seed = (read: ApiRead, queryClient: QueryClient) => Promise<boolean>;

const seedCollectionPage = async (id: string, read: ApiRead, queryClient: QueryClient) => {
  const [collection, products, totals] = await Promise.all([
    read(apiPaths.collection(id)) as Promise<Collection | undefined>,
    read(apiPaths.collectionProducts(id, 1)) as Promise<PagedResult<Product> | undefined>,
    read(apiPaths.priceTotals(id)) as Promise<PriceTotals | undefined>,
  ]);
  if (!collection) return false;
  queryClient.setQueryData(collectionQueryOptions(id).queryKey, collection);
  if (products) {
    queryClient.setQueryData(collectionProductsQueryOptions(id).queryKey, {
      pages: [products],
      pageParams: [1],
    });
  }
  if (totals) queryClient.setQueryData(priceQueryKeys.totals(id), totals);
  return true;
};

/**
 * The seed of the first screen at this path, if the server draws it: where people arrive from
 * outside, the landing page and a shared collection's link. Every other page is drawn by the
 * browser.
 */
export function firstScreenAt(pathname: string): Seed | undefined {
  if (/^\/welcome\/?$/.test(pathname)) return async () => true;
  const id = collectionIdAt(pathname);
  if (id !== undefined) return (read, queryClient) => seedCollectionPage(id, read, queryClient);
  return undefined;
}
