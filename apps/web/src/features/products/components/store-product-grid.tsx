import type { Store } from '@kolekt/shared/stores';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useStoreProducts } from '../api/get-store-products';
import { ProductGrid } from './product-grid';
import { StoreNoProducts } from './store-no-products';

interface StoreProductGridProps {
  /** A built-in shop: it always has a page, with or without saved products. */
  store: Store;
  banner: ReactNode;
}

/** A shop's saved products in preview mode, under its banner; a way to search it when it has none. */
export function StoreProductGrid({ store, banner }: StoreProductGridProps) {
  const { t } = useTranslation();
  const query = useStoreProducts(store.name.toLocaleLowerCase('tr'));

  useEffect(() => {
    if (query.isError) toast.error(t('products.toasts.storeFetchFailed'));
  }, [query.isError, t]);

  useInfiniteScroll({
    hasNextPage: query.hasNextPage,
    isLoading: query.isFetching,
    loadNextPage: () => void query.fetchNextPage(),
  });

  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const empty = query.isSuccess && products.length === 0;
  return (
    <>
      {banner}
      {empty ? <StoreNoProducts store={store} /> : null}
      {/* A failed load says so in its toast; an empty grid would claim the shop has nothing. */}
      {empty || (query.isError && products.length === 0) ? null : (
        <ProductGrid products={products} loading={query.isPending || query.isFetchingNextPage} />
      )}
    </>
  );
}
