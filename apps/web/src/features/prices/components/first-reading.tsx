import type { PriceObservation } from '@kolekt/shared/price';
import { formatMoney } from '@kolekt/shared/format-money';
import { useTranslation } from 'react-i18next';

/**
 * The history's only price so far (the reading taken when the product was saved): shown as the
 * point it is, with its amount and time, where a line needs two.
 */
export function FirstReading({ reading }: { reading: PriceObservation }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="bg-surface flex items-center gap-3 rounded-lg p-3">
      <span aria-hidden className="bg-primary size-2.5 shrink-0 rounded-full" />
      <p className="text-sm">
        {t('prices.chart.firstReading', {
          price: formatMoney(reading.amount!, reading.currency, language),
          date: date.format(new Date(reading.at)),
        })}
      </p>
    </div>
  );
}
