import { findStoreBySlug } from '@kolekt/shared/stores';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { StoreProductGrid } from '@/features/products/components/store-product-grid';
import { StoreBanner } from '@/features/stores/components/store-banner';

/** A built-in shop by its slug, with the products saved from it; not found only for unknown slugs. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const store = findStoreBySlug(slug);
  useDocumentTitle(store?.name);
  return (
    <PageContainer>
      {store ? (
        <StoreProductGrid key={slug} store={store} banner={<StoreBanner store={store} />} />
      ) : (
        <EmptyState
          icon={Store}
          title={t('stores.notFound.title')}
          description={t('stores.notFound.description')}
        />
      )}
    </PageContainer>
  );
}
