import type { PriceObservation } from '@kolekt/shared/price';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kolekt/shared/format-money';

/** The history as a table, newest first: the chart's text alternative. */
export function PriceTable({ items, caption }: { items: PriceObservation[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const newestFirst = [...items].sort((a, b) => b.at.localeCompare(a.at));
  return (
    // Focusable so a keyboard can scroll a long history.
    <div tabIndex={0} role="region" aria-label={caption} className="max-h-64 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted-foreground bg-background sticky top-0 text-xs">
          <tr>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t('prices.chart.date')}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t('prices.chart.price')}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {t('prices.availability.label')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {newestFirst.map((item) => (
            <tr key={`${item.at}-${item.source}`}>
              <td className="py-1.5 pr-2">
                <time dateTime={item.at}>{date.format(new Date(item.at))}</time>
              </td>
              <td className="py-1.5 pr-2 font-medium tabular-nums">
                {item.amount === null ? '—' : formatMoney(item.amount, item.currency, language)}
                {item.yours ? (
                  <span className="text-muted-foreground ml-1 text-xs font-normal">
                    ({t('prices.chart.yours')})
                  </span>
                ) : null}
              </td>
              <td className="py-1.5">{t(`prices.availability.${item.availability}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
