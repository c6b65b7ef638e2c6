import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@kolekt/shared/format-money';

interface ProductPriceProps {
  /** The price as the shop shows it; null while it is unavailable. */
  price: string | null;
  /** The exact amount and currency, when Kolekt could read them from the shop's text. */
  amount?: string | null;
  currency?: string | null;
  className?: string;
}

/**
 * The price in the interface language's number style when Kolekt read its amount (as the
 * collection's totals are), else as the shop shows it; or spec §2's 'price temporarily
 * unavailable' lines.
 */
export function ProductPrice({ price, amount, currency, className }: ProductPriceProps) {
  const { t, i18n } = useTranslation();
  if (price) {
    const shown = amount && currency ? formatMoney(amount, currency, i18n.resolvedLanguage) : price;
    return <p className={cn('text-primary font-bold', className)}>{shown}</p>;
  }
  return (
    <div className="text-xs">
      <p className="text-muted-foreground font-medium">{t('products.priceUnavailable')}</p>
      <p className="text-muted-foreground/80">{t('products.checkBackLater')}</p>
    </div>
  );
}
