import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@kolekt/shared/format-money';
import { readPriceText } from '@kolekt/shared/price-text';

interface ProductPriceProps {
  /** The price as the shop shows it; null while it is unavailable. */
  price: string | null;
  /** The exact amount and currency, when Kolekt could read them from the shop's text. */
  amount?: string | null;
  currency?: string | null;
  /** A price Kolekt has not checked with the shop (someone's own details): said in words. */
  unconfirmed?: boolean;
  className?: string;
}

/**
 * The price in the interface language's number style (as the collection's totals are): from the
 * amount Kolekt read, else from the amount in the text (a typed price, a search result), else as
 * written; a price Kolekt has not checked is muted and says so (issue #31); or spec §2's 'price
 * temporarily unavailable' lines.
 */
export function ProductPrice({
  price,
  amount,
  currency,
  unconfirmed = false,
  className,
}: ProductPriceProps) {
  const { t, i18n } = useTranslation();
  if (price) {
    const known = amount && currency ? { amount, currency } : readPriceText(price);
    const shown = known ? formatMoney(known.amount, known.currency, i18n.resolvedLanguage) : price;
    if (!unconfirmed) return <p className={cn('text-primary font-bold', className)}>{shown}</p>;
    return (
      <p className={cn('text-muted-foreground font-bold', className)}>
        {shown} <span className="text-xs font-medium">({t('products.priceUnconfirmed')})</span>
      </p>
    );
  }
  return (
    <div className="text-xs">
      <p className="text-muted-foreground font-medium">{t('products.priceUnavailable')}</p>
      <p className="text-muted-foreground/80">{t('products.checkBackLater')}</p>
    </div>
  );
}
