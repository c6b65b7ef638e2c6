import { PackageSearch } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EmptyState } from '@/components/ui/empty-state';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useStoreProducts } from '../api/get-store-products';
import { ProductGrid } from './product-grid';

/** A shop's saved products in preview mode, under its banner; not-found when it has none. */
export function StoreProductGrid({ slug, banner }: { slug: string; banner: ReactNode }) {
  const { t } = useTranslation();
  const query = useStoreProducts(slug);

  useEffect(() => {
    if (query.isError) toast.error(t('products.toasts.storeFetchFailed'));
  }, [query.isError, t]);

  useInfiniteScroll({
    hasNextPage: query.hasNextPage,
    isLoading: query.isFetching,
    loadNextPage: () => void query.fetchNextPage(),
  });

  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (!query.isPending && products.length === 0) {
    return (
      <EmptyState
        icon={PackageSearch}
        title={t('stores.notFound.title')}
        description={t('stores.notFound.description')}
      />
    );
  }
  return (
    <>
      {query.isPending ? null : banner}
      <ProductGrid products={products} loading={query.isPending || query.isFetchingNextPage} />
    </>
  );
}
