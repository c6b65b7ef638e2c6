import { CollectionsWorkspace } from '@/features/collections/components/collections-workspace';
import { CollectionProductGrid } from '@/features/products/components/collection-product-grid';

/** The signed-in user's collections: sidebar and the selected collection's products. */
export function Component() {
  return (
    <CollectionsWorkspace
      renderProducts={(collection) => (
        <CollectionProductGrid key={collection.id} collection={collection} />
      )}
    />
  );
}
