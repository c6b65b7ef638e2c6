import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';
import type { RetailerSearch } from '../hooks/use-retailer-search';
import { combineRuns } from '../lib/search-runs';
import { KolektMatches } from './kolekt-matches';
import { RetailerResultCard } from './retailer-result-card';
import { ScrollRow } from './scroll-row';
import { SearchOutcome } from './search-outcome';

/** Fewer results than this after the search ends: Kolekt's own matching products are offered. */
const fewResults = 4;

interface RetailerResultsProps {
  search: RetailerSearch;
  onNewSearch: () => void;
  onRetry: () => void;
  /** Present when the extension answers: run the shop searches in this browser. */
  onSearchInBrowser?: () => void;
}

/** Idle: the searching animation; wait: results so far while shops answer; done: all of them. */
export function RetailerResults({
  search,
  onNewSearch,
  onRetry,
  onSearchInBrowser,
}: RetailerResultsProps) {
  const { t } = useTranslation();
  const { query } = search;
  const { status, items, shops, failed } = combineRuns(search.server, search.browser);
  // Refused (too many searches) is not "nothing found": it says so, and when to try again.
  const { refusal } = search.server;
  // "Nothing found" only when a shop did answer: a blocked, failed or unreadable shop (a page
  // Kolekt could not read) found nothing we know of, and its status says why; a search that
  // broke before any shop was heard from found nothing either, and says the shops were not reached.
  const noneFound = shops.some((shop) => shop.status === 'answered') || (!shops.length && !failed);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-semibold">
          {t('products.searchTab.resultsFor', { query })}
        </p>
        <Button variant="ghost" size="sm" onClick={onNewSearch}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('products.searchTab.newSearch')}
        </Button>
      </div>
      {status === 'idle' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-10">
          <Spinner className="text-primary size-8" />
          <p className="text-muted-foreground animate-pulse text-sm">
            {t('products.searchTab.searching')}
          </p>
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-destructive text-sm">
          {translateMessage(t, refusal, 'serverMessages.tooManyRequests')}
        </p>
      ) : null}
      {status === 'done' && items.length === 0 && !refusal && noneFound ? (
        <EmptyState
          icon={SearchX}
          title={t('products.searchTab.empty', { query })}
          description={t('products.searchTab.emptyHint')}
        />
      ) : null}
      {items.length > 0 ? (
        <ScrollRow label={t('products.searchTab.results')}>
          {items.map((item) => (
            <li key={item.pureUrl} className="shrink-0 snap-start">
              <RetailerResultCard item={item} />
            </li>
          ))}
        </ScrollRow>
      ) : null}
      {status === 'wait' ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-xs">
          <Spinner />
          {t('products.searchTab.moreComing')}
        </p>
      ) : null}
      {status !== 'idle' ? (
        <SearchOutcome
          query={query}
          shops={shops}
          failed={failed && !refusal}
          done={status === 'done'}
          browserFailed={search.browser?.failed ?? false}
          onRetry={onRetry}
          onSearchInBrowser={search.browser ? undefined : onSearchInBrowser}
          suggestExtension={!onSearchInBrowser}
        />
      ) : null}
      {status === 'done' && items.length < fewResults ? <KolektMatches query={query} /> : null}
    </div>
  );
}
