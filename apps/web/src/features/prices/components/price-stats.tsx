import type { PriceHistory } from '@kolekt/shared/price';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kolekt/shared/format-money';

/** Lowest, highest and the 30-day median: the reference a good price is judged against. */
export function PriceStats({ history }: { history: PriceHistory }) {
  const { t, i18n } = useTranslation();
  const currency = history.current.currency;
  const money = (amount: string | null) =>
    amount === null ? '—' : formatMoney(amount, currency, i18n.resolvedLanguage);
  const stats = [
    { key: 'lowest', value: history.lowest },
    { key: 'highest', value: history.highest },
    { key: 'median', value: history.median30d },
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stats.map(({ key, value }) => (
        <div key={key} className="bg-surface min-w-0 rounded-lg p-2.5">
          <dt className="text-muted-foreground text-xs">{t(`prices.stats.${key}`)}</dt>
          <dd className="text-sm font-semibold break-words tabular-nums">{money(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
