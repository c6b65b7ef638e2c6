import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useActiveCollections } from '../api/get-active-collections';
import { SidebarListSkeleton } from './sidebar-list-skeleton';
import { SidebarPagedList } from './sidebar-paged-list';

interface ActiveCollectionListProps {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

export function ActiveCollectionList({ selectedId, onSelect }: ActiveCollectionListProps) {
  const { t } = useTranslation();
  const query = useActiveCollections();

  useEffect(() => {
    if (query.isError) toast.error(t('collections.toasts.fetchFailed'));
  }, [query.isError, t]);

  if (query.isPending) return <SidebarListSkeleton />;
  return (
    <SidebarPagedList
      label={t('collections.sidebar.active')}
      query={query}
      selectedId={selectedId}
      onSelect={onSelect}
    />
  );
}
