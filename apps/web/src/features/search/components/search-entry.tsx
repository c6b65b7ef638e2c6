import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openSearchOverlay } from '../hooks/use-search-shortcut';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Read-only field with the shortcut hint from md up, an icon button below. */
export function SearchEntry() {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        onClick={openSearchOverlay}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        className="border-border bg-surface text-muted-foreground hover:border-ring hidden h-10 w-full max-w-md items-center gap-2 rounded-lg border px-3 text-sm transition-colors md:flex"
      >
        <Search aria-hidden className="size-4" />
        {/* Named by its visible text (WCAG 2.5.3), with what it does said first. */}
        <span className="sr-only">{t('search.open')}: </span>
        <span className="flex-1 truncate text-left">{t('search.placeholder')}</span>
        <kbd className="border-border bg-background rounded border px-1.5 py-0.5 font-sans text-xs">
          {isMac ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      <button
        type="button"
        onClick={openSearchOverlay}
        aria-label={t('search.open')}
        className="hover:bg-muted text-muted-foreground inline-flex size-10 items-center justify-center rounded-lg md:hidden"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </>
  );
}
