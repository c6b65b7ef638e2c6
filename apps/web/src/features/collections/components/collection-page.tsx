import type { Collection } from '@kolekt/shared/collection';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { collectionName } from '@/lib/collection-name';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedState } from '@/components/load-failed-state';
import { recordVisitedCollection } from '@/lib/last-visited';
import { useCollection } from '../api/get-collection';
import { CollectionHeader } from './collection-header';
import { CollectionHeaderSkeleton } from './collection-header-skeleton';

interface CollectionPageProps {
  id: string;
  /** The product grid, supplied by the page so this feature stays free of product internals. */
  renderProducts: (collection: Collection) => ReactNode;
  /** The members feature's header buttons, supplied by the page likewise. */
  renderMemberActions?: (collection: Collection) => ReactNode;
  /** The comments button likewise. */
  renderComments?: (collection: Collection) => ReactNode;
}

/** Read-only preview of one collection (spec §2): back button, header and products. */
export function CollectionPage({
  id,
  renderProducts,
  renderMemberActions,
  renderComments,
}: CollectionPageProps) {
  const { t } = useTranslation();
  const { data: collection, isPending, isError, refetch } = useCollection(id);

  useEffect(() => {
    if (collection) recordVisitedCollection(collection);
  }, [collection]);
  useDocumentTitle(collection ? collectionName(t, collection) : undefined);

  const back = (
    <Link to="/" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('collection.back')}
    </Link>
  );
  if (isPending) return <CollectionHeaderSkeleton />;
  // Only a 404 means missing: a read that got no answer says so and offers a retry.
  if (isError && !collection) {
    return (
      <div className="space-y-4">
        {back}
        <LoadFailedState onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!collection) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          icon={SearchX}
          title={t('collection.notFound.title')}
          description={t('collection.notFound.description')}
        />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {back}
      <CollectionHeader
        collection={collection}
        memberActions={renderMemberActions?.(collection)}
        comments={renderComments?.(collection)}
      />
      {renderProducts(collection)}
    </div>
  );
}
