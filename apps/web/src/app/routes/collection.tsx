import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { CollectionPage } from '@/features/collections/components/collection-page';
import { CommentsButton } from '@/features/comments/components/comments-button';
import { giftClaimFooter } from '@/features/gifts/components/gift-claim-footer';
import { GiftListNotice } from '@/features/gifts/components/gift-list-notice';
import { MemberActions } from '@/features/members/components/member-actions';
import { CollectionPriceTotals } from '@/features/prices/components/collection-price-totals';
import { collectionProductsQueryOptions } from '@/features/products/api/get-collection-products';
import { CollectionProductGrid } from '@/features/products/components/collection-product-grid';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // With the header rather than after it: the grid only appears once the header has arrived.
  usePrefetchInfiniteQuery(collectionProductsQueryOptions(id));
  return (
    <PageContainer>
      <CollectionPage
        key={id}
        id={id}
        renderMemberActions={(collection) => (
          <MemberActions collection={collection} onLeft={() => void navigate('/collections')} />
        )}
        renderComments={(collection) => <CommentsButton collection={collection} />}
        renderProducts={(collection) => (
          <>
            <GiftListNotice collection={collection} />
            <div className="space-y-3">
              <CollectionPriceTotals collectionId={collection.id} />
              <CollectionProductGrid
                collection={collection}
                preview
                renderCardFooter={giftClaimFooter(collection)}
              />
            </div>
          </>
        )}
      />
    </PageContainer>
  );
}
