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
      <Collapsible.Trigger className="hover:bg-muted text-muted-foreground flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold">
        <span className="flex-1 text-left">{t('collections.sidebar.archived')}</span>
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
