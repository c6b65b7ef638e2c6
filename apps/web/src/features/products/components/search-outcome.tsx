import type { ShopSearchStatus } from '@kolekt/shared/retailer-search';
import { Globe, Puzzle, RotateCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/stores/modal-store';
import { shopsReached } from '../lib/search-runs';
import { ShopStatuses } from './shop-statuses';

interface SearchOutcomeProps {
  query: string;
  shops: ShopSearchStatus[];
  /** The search broke off (every run of it): shops not heard from were not reached. */
  failed: boolean;
  /** Every run has ended: retrying and searching in the browser make sense. */
  done: boolean;
  browserFailed: boolean;
  onRetry: () => void;
  onSearchInBrowser?: () => void;
  /** No extension answers: shops that refused the server may still answer one, so say where. */
  suggestExtension: boolean;
}

/**
 * Which shops answered and which could not be reached, with a retry (blocked shops are never
 * cached, so a retry asks them again), with the extension a search from this browser, and the
 * term searched in Kolekt's own products and collections, which need no shop.
 */
export function SearchOutcome({
  query,
  shops,
  failed,
  done,
  browserFailed,
  onRetry,
  onSearchInBrowser,
  suggestExtension,
}: SearchOutcomeProps) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  const reached = shopsReached(shops, failed);
  const unreachable = reached !== 'all';
  return (
    <div className="bg-surface space-y-3 rounded-xl p-3">
      <ShopStatuses shops={shops} />
      {done && reached === 'none' ? (
        <p className="text-sm font-medium">{t('products.searchTab.shops.noneReached')}</p>
      ) : null}
      {done && reached === 'some' ? (
        <p className="text-muted-foreground text-xs">{t('products.searchTab.shops.unreachable')}</p>
      ) : null}
      {browserFailed ? (
        <p role="alert" className="text-destructive text-xs">
          {t('products.searchTab.inBrowserFailed')}
        </p>
      ) : null}
      {done ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden className="size-4" />
            {t('products.searchTab.retry')}
          </Button>
          {onSearchInBrowser ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onSearchInBrowser}
              title={t('products.searchTab.inBrowserHint')}
            >
              <Globe aria-hidden className="size-4" />
              {t('products.searchTab.inBrowser')}
            </Button>
          ) : null}
          {suggestExtension && unreachable ? (
            <Link
              to="/extension"
              onClick={close}
              className={cn(buttonClasses('ghost', 'sm'), 'h-auto min-h-8 py-1 whitespace-normal')}
            >
              <Puzzle aria-hidden className="size-4" />
              {t('products.searchTab.shops.getExtension')}
            </Link>
          ) : null}
          {unreachable ? (
            <Link
              to={`/search?${new URLSearchParams({ query: query.trim() })}`}
              onClick={close}
              className={cn(buttonClasses('ghost', 'sm'), 'h-auto min-h-8 py-1 whitespace-normal')}
            >
              <Search aria-hidden className="size-4" />
              {t('products.searchTab.shops.searchKolekt', { query: query.trim() })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
