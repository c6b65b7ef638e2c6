import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { CollectionPage } from '@/features/collections/components/collection-page';
import { CommentsButton } from '@/features/comments/components/comments-button';
import { CollectionPriceTotals } from '@/features/prices/components/collection-price-totals';
import { collectionProductsQueryOptions } from '@/features/products/api/get-collection-products';
import { CollectionProductGrid } from '@/features/products/components/collection-product-grid';

export function Component() {
  const { id = '' } = useParams();
  // With the header rather than after it: the grid only appears once the header has arrived.
  usePrefetchInfiniteQuery(collectionProductsQueryOptions(id));
  return (
    <PageContainer>
      <CollectionPage
        key={id}
        id={id}
        renderProducts={(collection) => (
          <>
            <div className="space-y-3">
              <CollectionPriceTotals collectionId={collection.id} />
              <CollectionProductGrid collection={collection} preview />
            </div>
            <CommentsButton collection={collection} />
          </>
        )}
      />
    </PageContainer>
  );
}
