import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { flattenPages, type CollectionPages } from '../lib/collection-lists';
import { SidebarCollectionItem } from './sidebar-collection-item';

interface SidebarPagedListProps {
  label: string;
  query: {
    data: CollectionPages | undefined;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<{ isError: boolean }>;
  };
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** One of the sidebar's collection lists with its load-more button (active and archived). */
export function SidebarPagedList({ label, query, selectedId, onSelect }: SidebarPagedListProps) {
  const { t } = useTranslation();
  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('collections.toasts.loadMoreFailed'));
    });
  return (
    <div className="space-y-2">
      <ul aria-label={label} className="space-y-1">
        {flattenPages(query.data).map((collection) => (
          <SidebarCollectionItem
            key={collection.id}
            collection={collection}
            selected={collection.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={loadMore}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {t('collections.sidebar.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
