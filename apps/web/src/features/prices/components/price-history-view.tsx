import type { PriceHistory } from '@kolekt/shared/price';
import { Table2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@kolekt/shared/format-money';
import { PriceTable } from './price-table';

// uPlot is fetched only when a price history is shown, never with the app.
const PriceChart = lazy(() => import('./price-chart'));

interface PriceHistoryViewProps {
  history: PriceHistory;
  days: number;
}

/** The chart, a spoken summary of it, and a table to read it value by value. */
export function PriceHistoryView({ history, days }: PriceHistoryViewProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const currency = history.current.currency;
  const money = (amount: string | null) =>
    amount === null ? '—' : formatMoney(amount, currency, i18n.resolvedLanguage);
  const caption = t('prices.chart.caption', { count: days });
  const summary = t('prices.chart.summary', {
    count: history.items.length,
    lowest: money(history.lowest),
    highest: money(history.highest),
  });

  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <figcaption id={`${id}-caption`} className="text-muted-foreground text-xs">
          {caption}
          <span className="sr-only">. {summary}</span>
        </figcaption>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          <Table2 aria-hidden className="size-4" />
          {t('prices.chart.showTable')}
        </Button>
      </div>
      {asTable ? (
        <PriceTable items={history.items} caption={caption} />
      ) : (
        <Suspense fallback={<Skeleton className="h-[200px] w-full" />}>
          {/* The line is the shared price; the caller's own readings are listed in the table. */}
          <PriceChart items={history.items.filter((item) => !item.yours)} currency={currency} />
        </Suspense>
      )}
    </figure>
  );
}
