import { useLastAddedCollections } from '@/features/collections/api/get-last-added-collections';
import { useMostLikedCollections } from '@/features/collections/api/get-most-liked-collections';
import { CollectionCard } from '@/features/collections/components/collection-card';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { DashboardSections } from '@/features/dashboard/components/dashboard-sections';
import { PendingInvitations } from '@/features/members/components/pending-invitations';
import { useLastAddedProducts } from '@/features/products/api/get-last-added-products';
import { ProductCard } from '@/features/products/components/product-card';
import { StoreGrid } from '@/features/stores/components/store-grid';

export function Component() {
  const mostLiked = useMostLikedCollections();
  const lastAddedCollections = useLastAddedCollections();
  const lastAddedProducts = useLastAddedProducts();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <DashboardHeader />
      <PendingInvitations />
      <StoreGrid />
      <DashboardSections
        mostLiked={{ items: mostLiked.data?.items ?? [], loading: mostLiked.isPending }}
        lastAddedProducts={{
          items: lastAddedProducts.data?.items ?? [],
          loading: lastAddedProducts.isPending,
        }}
        lastAddedCollections={{
          items: lastAddedCollections.data?.items ?? [],
          loading: lastAddedCollections.isPending,
        }}
        renderCollection={(collection) => <CollectionCard collection={collection} />}
        renderProduct={(product) => <ProductCard product={product} />}
      />
    </div>
  );
}
