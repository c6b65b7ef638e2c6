import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The price as the shop shows it, or spec §2's 'price temporarily unavailable' lines. */
export function ProductPrice({ price, className }: { price: string | null; className?: string }) {
  const { t } = useTranslation();
  if (price) return <p className={cn('text-primary font-bold', className)}>{price}</p>;
  return (
    <div className="text-xs">
      <p className="text-muted-foreground font-medium">{t('products.priceUnavailable')}</p>
      <p className="text-muted-foreground/80">{t('products.checkBackLater')}</p>
    </div>
  );
}
