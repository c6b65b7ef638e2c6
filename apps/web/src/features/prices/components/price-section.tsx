import type { Product } from '@kolekt/shared/product';
import { priceHistoryDays } from '@kolekt/shared/price';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { usePriceHistory } from '../api/get-price-history';
import { AvailabilityBadge } from './availability-badge';
import { NextCheckNote } from './next-check-note';
import { PriceHistoryView } from './price-history-view';
import { PriceStats } from './price-stats';
import { WatchControls } from './watch-controls';

/** The product detail's prices: availability, lowest/highest/median, the chart, and watching. */
export function PriceSection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const id = useId();
  const days = priceHistoryDays.default;
  const history = usePriceHistory(product.id, days);
  const availability = history.data?.current.availability ?? product.availability ?? 'unknown';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border space-y-4 rounded-[var(--radius-card)] border p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {t('prices.section.title')}
        </h3>
        <AvailabilityBadge availability={availability} />
      </div>
      {history.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="space-y-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-[200px] w-full" />
        </div>
      ) : history.data ? (
        <>
          <PriceStats history={history.data} />
          <PriceHistoryView history={history.data} days={days} />
          <NextCheckNote
            nextCheckAt={history.data.current.nextCheckAt}
            readAt={history.dataUpdatedAt}
          />
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{t('prices.section.loadFailed')}</p>
      )}
      <WatchControls productId={product.id} />
    </section>
  );
}
