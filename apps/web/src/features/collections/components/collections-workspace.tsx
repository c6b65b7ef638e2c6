import type { Collection } from '@kolekt/shared/collection';
import { layout } from '@kolekt/shared/constants';
import { FolderPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/stores/modal-store';
import { useActiveCollections } from '../api/get-active-collections';
import { useCollection } from '../api/get-collection';
import { useSelectedCollection } from '../hooks/use-selected-collection';
import { flattenPages } from '../lib/collection-lists';
import { CollectionHeader } from './collection-header';
import { CollectionHeaderSkeleton } from './collection-header-skeleton';
import { CollectionsSidebar } from './collections-sidebar';
import { OwnerActions } from './owner-actions';

interface CollectionsWorkspaceProps {
  /** The product grid, supplied by the page so this feature stays free of product internals. */
  renderProducts: (collection: Collection) => ReactNode;
  /** The members feature's header buttons, supplied by the page likewise. */
  renderMemberActions?: (collection: Collection) => ReactNode;
  /** The comments button likewise. */
  renderComments?: (collection: Collection) => ReactNode;
}

/** /collections: the sidebar and the selected collection (by default the first active one). */
export function CollectionsWorkspace({
  renderProducts,
  renderMemberActions,
  renderComments,
}: CollectionsWorkspaceProps) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);
  const { selectedId, select } = useSelectedCollection();
  const active = useActiveCollections();
  const shownId = selectedId ?? flattenPages(active.data)[0]?.id;
  const { data: collection, isPending } = useCollection(shownId);
  const push = useModalStore((state) => state.push);

  let content: ReactNode;
  if (active.isPending || (shownId && isPending)) content = <CollectionHeaderSkeleton />;
  else if (!collection) {
    content = (
      <EmptyState
        icon={FolderPlus}
        title={t('collections.empty.title')}
        description={t('collections.empty.description')}
        action={
          <Button onClick={() => push({ kind: 'createCollection' })}>
            {t('collections.sidebar.create')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <CollectionHeader
          collection={collection}
          ownerActions={<OwnerActions collection={collection} />}
          memberActions={renderMemberActions?.(collection)}
          comments={renderComments?.(collection)}
        />
        {renderProducts(collection)}
      </>
    );
  }

  return (
    <div className={cn('flex items-start', !isDesktop && 'pt-14')}>
      <CollectionsSidebar selectedId={shownId} onSelect={select} />
      <div className="mx-auto min-w-0 max-w-7xl flex-1 space-y-8 px-4 py-8 sm:px-6">{content}</div>
    </div>
  );
}
