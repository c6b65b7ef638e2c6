import { CollectionsWorkspace } from '@/features/collections/components/collections-workspace';
import { CommentsButton } from '@/features/comments/components/comments-button';
import { CollectionProductGrid } from '@/features/products/components/collection-product-grid';

/** The signed-in user's collections: sidebar, the selected collection's products and comments. */
export function Component() {
  return (
    <CollectionsWorkspace
      renderProducts={(collection) => (
        <>
          <CollectionProductGrid key={collection.id} collection={collection} />
          <CommentsButton key={`comments-${collection.id}`} collection={collection} />
        </>
      )}
    />
  );
}
