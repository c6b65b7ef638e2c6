import type { PriceTotals } from '@kolekt/shared/price';
import { useTranslation } from 'react-i18next';

/**
 * Says which prices the cards show that the totals leave out, and why (decision 0069): an
 * out-of-stock product's last price buys nothing now, and a hand-entered one is not the shop's.
 */
export function PriceTotalsLeftOut({ leftOut }: { leftOut: PriceTotals['leftOut'] }) {
  const { t, i18n } = useTranslation();
  const reasons = [
    leftOut.outOfStock && t('prices.totals.outOfStock', { count: leftOut.outOfStock }),
    leftOut.unchecked && t('prices.totals.unchecked', { count: leftOut.unchecked }),
  ].filter((reason): reason is string => Boolean(reason));
  if (reasons.length === 0) return null;
  const list = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' });
  return (
    <p className="text-muted-foreground text-xs">
      {t('prices.totals.leftOut', { reasons: list.format(reasons) })}
    </p>
  );
}
