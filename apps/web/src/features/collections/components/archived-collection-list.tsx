import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useArchivedCollections } from '../api/get-archived-collections';
import { SidebarListSkeleton } from './sidebar-list-skeleton';
import { SidebarPagedList } from './sidebar-paged-list';

interface ArchivedCollectionListProps {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The collapsible 'Archived Collections' list; loaded with the page so moves have a target. */
export function ArchivedCollectionList({ selectedId, onSelect }: ArchivedCollectionListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useArchivedCollections();
  // The server's exact total, kept right by the archive/unarchive moves on the first page.
  const total = query.data?.pages[0]?.totalCount ?? 0;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="space-y-1">
      <Collapsible.Trigger className="hover:bg-muted text-muted-foreground flex w-full items-center gap-1.5 rounded-lg px-2 py-2 text-xs font-semibold">
        {/* One line at the sidebar's width in every language ('Arşivlenmiş Koleksiyonlar' is
            long); where a wide font still cuts it, the title gives the whole name. */}
        <span
          title={t('collections.sidebar.archived')}
          className="min-w-0 flex-1 truncate text-left"
        >
          {t('collections.sidebar.archived')}
        </span>
        <span>{total}</span>
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="space-y-2">
        {query.isPending ? (
          <SidebarListSkeleton />
        ) : total === 0 ? (
          <p className="text-muted-foreground px-3 py-2 text-xs">
            {t('collections.sidebar.noArchived')}
          </p>
        ) : (
          <SidebarPagedList
            label={t('collections.sidebar.archived')}
            query={query}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
