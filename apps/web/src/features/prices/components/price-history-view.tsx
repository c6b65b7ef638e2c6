import type { PriceHistory } from '@kolekt/shared/price';
import { Table2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@kolekt/shared/format-money';
import { outOfStockSince } from '../lib/out-of-stock-since';
import { FirstReading } from './first-reading';
import { PriceTable } from './price-table';

// uPlot is fetched only when a price history is shown, never with the app.
const PriceChart = lazy(() => import('./price-chart'));

interface PriceHistoryViewProps {
  history: PriceHistory;
  days: number;
}

/**
 * The chart, a spoken summary of it, and a table to read it value by value. A line needs two
 * prices: a single one is shown as the first reading it is, none as a sentence saying why (out of
 * stock, or no price read yet), never as an empty plot.
 */
export function PriceHistoryView({ history, days }: PriceHistoryViewProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const language = i18n.resolvedLanguage;
  const currency = history.current.currency;
  const money = (amount: string | null) =>
    amount === null ? '—' : formatMoney(amount, currency, language);
  const caption = t('prices.chart.caption', { count: days });
  const summary = t('prices.chart.summary', {
    count: history.items.length,
    lowest: money(history.lowest),
    highest: money(history.highest),
  });
  // The line is the shared price; the caller's own readings are listed in the table.
  const shared = history.items.filter((item) => !item.yours);
  const priced = shared.filter(
    (item) => item.amount !== null && item.availability !== 'out_of_stock',
  );
  const soldOut = history.current.availability === 'out_of_stock';
  const since = soldOut ? outOfStockSince(shared) : null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  let plot;
  if (priced.length > 1) {
    plot = (
      <Suspense fallback={<Skeleton className="h-[200px] w-full" />}>
        <PriceChart items={shared} currency={currency} />
      </Suspense>
    );
  } else if (priced.length === 1) {
    plot = <FirstReading reading={priced[0]!} />;
  } else if (!soldOut) {
    plot = <p className="text-muted-foreground text-sm">{t('prices.section.noReadings')}</p>;
  }

  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <figcaption id={`${id}-caption`} className="text-muted-foreground text-xs">
          {caption}
          <span className="sr-only">. {summary}</span>
        </figcaption>
        {history.items.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            <Table2 aria-hidden className="size-4" />
            {t('prices.chart.showTable')}
          </Button>
        ) : null}
      </div>
      {soldOut ? (
        <p className="text-sm font-medium">
          {since
            ? t('prices.chart.outOfStockSince', { date: date.format(new Date(since)) })
            : t('prices.chart.outOfStock')}
        </p>
      ) : null}
      {asTable ? <PriceTable items={history.items} caption={caption} /> : plot}
    </figure>
  );
}
