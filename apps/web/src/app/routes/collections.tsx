import { CollectionsWorkspace } from '@/features/collections/components/collections-workspace';
import { CommentsButton } from '@/features/comments/components/comments-button';
import { CollectionPriceTotals } from '@/features/prices/components/collection-price-totals';
import { CollectionProductGrid } from '@/features/products/components/collection-product-grid';

/** The signed-in user's collections: sidebar, the selected collection's products and comments. */
export function Component() {
  return (
    <CollectionsWorkspace
      renderProducts={(collection) => (
        <>
          <div key={collection.id} className="space-y-3">
            <CollectionPriceTotals collectionId={collection.id} />
            <CollectionProductGrid collection={collection} />
          </div>
          <CommentsButton key={`comments-${collection.id}`} collection={collection} />
        </>
      )}
    />
  );
}
