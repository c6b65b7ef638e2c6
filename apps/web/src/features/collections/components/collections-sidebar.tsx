import { layout } from '@kolekt/shared/constants';
import { FolderPlus, PanelLeft, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Tooltip } from '@/components/ui/tooltip';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/stores/modal-store';
import { useSidebarShortcut } from '../hooks/use-sidebar-shortcut';
import { useSidebarStore } from '../stores/sidebar-store';
import { ActiveCollectionList } from './active-collection-list';
import { ArchivedCollectionList } from './archived-collection-list';
import { SharedCollectionList } from './shared-collection-list';

interface CollectionsSidebarProps {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * Spec §2 Sidebar: a 16rem panel on desktop that stays in view (3rem of icons when closed), a full-screen
 * overlay with an 18rem panel on mobile; Ctrl/Cmd+b toggles it.
 */
export function CollectionsSidebar({ selectedId, onSelect }: CollectionsSidebarProps) {
  const { t } = useTranslation();
  useSidebarShortcut();
  const isDesktop = useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);
  const { open, openMobile, toggle, setOpenMobile } = useSidebarStore();
  const push = useModalStore((state) => state.push);
  const expanded = isDesktop ? open : openMobile;

  const select = (id: string) => {
    onSelect(id);
    if (!isDesktop) setOpenMobile(false);
  };
  // On a phone the overlay steps aside for the dialog it opens.
  const openDialog = (modal: Parameters<typeof push>[0]) => {
    if (!isDesktop) setOpenMobile(false);
    push(modal);
  };
  const addItem = () =>
    openDialog({ kind: 'addProduct', size: 'xl', props: { collectionId: selectedId } });
  const createCollection = () => openDialog({ kind: 'createCollection' });
  // On a phone the closed toggle shows its name: it is the only way to the list there.
  const toggleButton = (
    <Tooltip label={t('collections.sidebar.toggleHint')}>
      <Button
        variant="ghost"
        size={!isDesktop && !expanded ? 'md' : 'icon'}
        // Named beside "Create collection", both whole in a 390 px row in Turkish too.
        className={!isDesktop && !expanded ? 'px-2' : undefined}
        aria-label={t('collections.sidebar.toggle')}
        aria-expanded={expanded}
        aria-controls="collections-sidebar"
        onClick={() => toggle(!isDesktop)}
      >
        <PanelLeft aria-hidden className="size-5" />
        {!isDesktop && !expanded ? t('collections.sidebar.toggle') : null}
      </Button>
    </Tooltip>
  );

  if (!expanded) {
    // A phone keeps the list's toggle and "Create collection" in view (issue #32).
    if (!isDesktop) {
      return (
        <div className="border-border bg-background fixed inset-x-0 top-16 z-30 flex items-center justify-between gap-2 border-b px-3 py-2">
          {toggleButton}
          <Button variant="outline" className="px-3" onClick={createCollection}>
            <FolderPlus aria-hidden className="size-4" />
            {t('collections.sidebar.create')}
          </Button>
        </div>
      );
    }
    return (
      <aside
        id="collections-sidebar"
        aria-label={t('collections.sidebar.label')}
        className="border-border bg-background sticky top-16 z-30 flex h-[calc(100dvh-4rem)] w-12 shrink-0 flex-col items-center gap-2 border-r py-3"
      >
        {toggleButton}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('collections.addProduct')}
          onClick={addItem}
        >
          <Plus aria-hidden className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('collections.sidebar.create')}
          onClick={createCollection}
        >
          <FolderPlus aria-hidden className="size-5" />
        </Button>
      </aside>
    );
  }

  return (
    <>
      {isDesktop ? null : (
        <div
          aria-hidden
          className="fixed inset-0 top-16 z-30 bg-slate-950/50"
          onClick={() => setOpenMobile(false)}
        />
      )}
      <aside
        id="collections-sidebar"
        aria-label={t('collections.sidebar.label')}
        className={cn(
          'border-border bg-background z-30 flex flex-col border-r',
          // Sticky beside the content on desktop, so it stays in view without covering the footer.
          isDesktop
            ? 'sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0'
            : 'fixed top-16 bottom-0 left-0 w-72 shadow-2xl',
        )}
      >
        <div className="flex items-center gap-1 px-3 pt-3">
          <p className="flex-1 truncate font-semibold">{t('collections.title')}</p>
          {toggleButton}
        </div>
        <div className="space-y-2 p-3">
          <Button className="w-full justify-start" onClick={addItem}>
            <Plus aria-hidden className="size-4" />
            {t('collections.addProduct')}
          </Button>
          <Button variant="outline" className="w-full justify-start" onClick={createCollection}>
            <FolderPlus aria-hidden className="size-4" />
            {t('collections.sidebar.create')}
          </Button>
        </div>
        <ScrollArea className="min-h-0 flex-1" viewportClassName="px-3 pb-6">
          <div className="space-y-4">
            <ActiveCollectionList selectedId={selectedId} onSelect={select} />
            <SharedCollectionList selectedId={selectedId} onSelect={select} />
            <ArchivedCollectionList selectedId={selectedId} onSelect={select} />
          </div>
        </ScrollArea>
      </aside>
    </>
  );
}
