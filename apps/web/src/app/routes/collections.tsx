import { CollectionsWorkspace } from '@/features/collections/components/collections-workspace';
import { useNavigate } from 'react-router';
import { CommentsButton } from '@/features/comments/components/comments-button';
import { MemberActions } from '@/features/members/components/member-actions';
import { CollectionPriceTotals } from '@/features/prices/components/collection-price-totals';
import { CollectionProductGrid } from '@/features/products/components/collection-product-grid';

/** The signed-in user's collections: sidebar, the selected collection's products and comments. */
export function Component() {
  const navigate = useNavigate();
  return (
    <CollectionsWorkspace
      renderMemberActions={(collection) => (
        // Once left, the workspace moves on to the user's first own collection.
        <MemberActions
          collection={collection}
          onLeft={() => void navigate('/collections', { replace: true })}
        />
      )}
      renderComments={(collection) => (
        <CommentsButton key={`comments-${collection.id}`} collection={collection} />
      )}
      renderProducts={(collection) => (
        <div key={collection.id} className="space-y-3">
          <CollectionPriceTotals collectionId={collection.id} />
          <CollectionProductGrid collection={collection} />
        </div>
      )}
    />
  );
}
