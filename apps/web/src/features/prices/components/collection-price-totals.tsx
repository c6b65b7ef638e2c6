import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kolekt/shared/format-money';
import { usePriceTotals } from '../api/get-price-totals';
import { PriceTotalsLeftOut } from './price-totals-left-out';

/** What the collection costs now, one sum per currency ('Total: 12.499,90 TL · £10.89'). */
export function CollectionPriceTotals({ collectionId }: { collectionId: string }) {
  const { t, i18n } = useTranslation();
  const { data, isPending } = usePriceTotals(collectionId);
  // The line's place is kept while the totals load: the grid below it would otherwise jump
  // down when they arrive after the cards (a layout shift). Without prices, nothing is kept.
  if (isPending) return <div aria-hidden data-testid="price-totals-placeholder" className="h-5" />;
  if (!data) return null;
  const { totals, leftOut } = data;
  if (totals.length === 0) return <PriceTotalsLeftOut leftOut={leftOut} />;
  const counted = totals.reduce((sum, total) => sum + total.count, 0);
  const sums = totals
    .map((total) => formatMoney(total.amount, total.currency, i18n.resolvedLanguage))
    .join(' · ');
  // One line, as tall as its placeholder, on any screen: on a narrow one the count gives way.
  return (
    <div>
      <p className="text-muted-foreground flex h-5 items-center gap-x-1.5 text-sm whitespace-nowrap">
        <Wallet aria-hidden className="size-4 shrink-0" />
        <span className="text-foreground font-semibold">{t('prices.totals.label')}</span>
        <span className="text-foreground font-semibold tabular-nums">{sums}</span>
        <span className="min-w-0 truncate">{t('prices.totals.counted', { count: counted })}</span>
      </p>
      <PriceTotalsLeftOut leftOut={leftOut} />
    </div>
  );
}
