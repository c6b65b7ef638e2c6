import type { Collection } from '@kolekt/shared/collection';
import { timings } from '@kolekt/shared/constants';
import type { Product } from '@kolekt/shared/product';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProductButton } from '@/components/add-product-button';
import { toast } from 'sonner';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useLingeringFlag } from '@/hooks/use-lingering-flag';
import { useCollectionProducts } from '../api/get-collection-products';
import { useDeleteProductWithUndo } from '../hooks/use-delete-product';
import { ProductGrid } from './product-grid';

interface CollectionProductGridProps {
  collection: Collection;
  /** Preview mode (the read-only collection page): no delete buttons. */
  preview?: boolean;
  /** Each card's footer, supplied by the page (a gift list's claim controls). */
  renderCardFooter?: (product: Product) => ReactNode;
}

/** A collection's products with infinite scroll; its owner deletes (not in preview), editors too. */
export function CollectionProductGrid({
  collection,
  preview = false,
  renderCardFooter,
}: CollectionProductGridProps) {
  const { t } = useTranslation();
  const query = useCollectionProducts(collection.id);
  const deleteProduct = useDeleteProductWithUndo(collection.id);
  // Spec §4: the loading flag clears 600 ms after a successful fetch.
  const loading = useLingeringFlag(
    query.isPending || query.isFetchingNextPage,
    timings.productListLoadingMs,
  );

  useInfiniteScroll({
    hasNextPage: query.hasNextPage,
    isLoading: query.isFetching,
    loadNextPage: () =>
      void query.fetchNextPage().then((result) => {
        if (result.isError) toast.error(t('products.toasts.loadMoreFailed'));
      }),
  });

  useEffect(() => {
    if (query.isError && !query.data) toast.error(t('products.toasts.loadMoreFailed'));
  }, [query.isError, query.data, t]);

  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Editors (issue #14) remove products wherever they see the collection, its page included.
  const canDelete = (!preview && collection.isEditable) || collection.access === 'editor';
  return (
    <ProductGrid
      products={products}
      loading={loading && !query.isError}
      onDelete={canDelete ? deleteProduct : undefined}
      renderCardFooter={renderCardFooter}
      emptyAction={<AddProductButton collection={collection} />}
    />
  );
}
