import { layout, trendingTags } from '@kolekt/shared/constants';
import { Clock, Search, TrendingUp, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/stores/modal-store';
import { useSearchStore } from '@/stores/search-store';
import { useSubmitSearch } from '../hooks/use-submit-search';
import { readRecentSearches } from '../lib/recent-searches';

const chipClasses =
  'border-border hover:border-ring hover:text-primary inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors';

/** The Ctrl/Cmd+K overlay: field prefilled with the current query, trending and recent searches. */
export function SearchOverlay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitSearch();
  const [text, setText] = useState(() => useSearchStore.getState().query);
  // Read on each opening: the overlay mounts fresh every time.
  const [recent] = useState(readRecentSearches);
  // The phone drawer leaves the field too narrow for the full placeholder: a shorter one shows
  // there, and the full text stays the field's name.
  const isDesktop = useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(text);
  }

  function clear() {
    setText('');
    useSearchStore.getState().reset();
    useModalStore.getState().close();
    void navigate('/');
  }

  return (
    <div className="space-y-6">
      <p className="text-muted-foreground -mt-2 text-sm">{t('search.subtitle')}</p>
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          {/* Focused as it mounts, before the dialog would focus its first button: the keys typed
              right after Ctrl/Cmd+K belong here, and an early Enter must search, not close. */}
          <input
            autoFocus
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t(isDesktop ? 'search.placeholder' : 'search.placeholderShort')}
            aria-label={t('search.placeholder')}
            // Room on the right only while the clear button is there (there is text, no placeholder).
            className={cn(
              'border-border focus-visible:border-ring h-11 w-full rounded-lg border pl-9 text-sm',
              text ? 'pr-10' : 'pr-3',
            )}
          />
          {text ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t('search.clear')}
              className="text-muted-foreground hover:text-foreground absolute top-1/2 right-2 -translate-y-1/2 rounded p-1"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
        <Button type="submit" className="h-11">
          {t('search.submit')}
        </Button>
      </form>
      <section aria-labelledby="trending-now" className="space-y-2">
        <h3 id="trending-now" className="flex items-center gap-2 text-sm font-semibold">
          <TrendingUp aria-hidden className="text-accent size-4" />
          {t('search.trendingNow')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {trendingTags.slice(0, 4).map((tag) => (
            <button
              key={tag}
              type="button"
              className={chipClasses}
              onClick={() => submit(t(`search.tags.${tag}`))}
            >
              {t(`search.tags.${tag}`)}
            </button>
          ))}
        </div>
      </section>
      <section aria-labelledby="recent-searches" className="space-y-2">
        <h3 id="recent-searches" className="flex items-center gap-2 text-sm font-semibold">
          <Clock aria-hidden className="text-muted-foreground size-4" />
          {t('search.recentSearches')}
        </h3>
        {recent.length ? (
          <div className="flex flex-wrap gap-2">
            {recent.map((item) => (
              <button key={item} type="button" className={chipClasses} onClick={() => submit(item)}>
                {item}
              </button>
            ))}
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">{t('search.noRecent')}</p>
        )}
      </section>
    </div>
  );
}
