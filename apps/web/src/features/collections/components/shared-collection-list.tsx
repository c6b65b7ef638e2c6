import { useTranslation } from 'react-i18next';
import { useSharedCollections } from '../api/get-shared-collections';
import { SidebarPagedList } from './sidebar-paged-list';

interface SharedCollectionListProps {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** 'Shared with me': collections the user joined; absent while there are none. */
export function SharedCollectionList({ selectedId, onSelect }: SharedCollectionListProps) {
  const { t } = useTranslation();
  const query = useSharedCollections();
  if (!query.data?.pages[0]?.totalCount) return null;
  return (
    <div className="space-y-1">
      <p className="text-muted-foreground px-2 py-1 text-xs font-semibold">
        {t('collections.sidebar.shared')}
      </p>
      <SidebarPagedList
        label={t('collections.sidebar.shared')}
        query={query}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    </div>
  );
}
