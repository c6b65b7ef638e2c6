import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { CollectionCard } from '@/features/collections/components/collection-card';
import { ProductCard } from '@/features/products/components/product-card';
import { SearchPage } from '@/features/search/components/search-page';

export function Component() {
  const [params] = useSearchParams();
  // A new query from the overlay starts the page afresh, with the field prefilled.
  return (
    <PageContainer>
      <SearchPage
        key={params.get('query') ?? ''}
        renderProduct={(product) => <ProductCard product={product} headingLevel={2} />}
        renderCollection={(collection) => <CollectionCard collection={collection} />}
      />
    </PageContainer>
  );
}
