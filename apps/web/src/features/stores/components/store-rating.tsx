import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function StoreRating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 text-sm font-medium"
      aria-label={t('stores.rating', { rating })}
    >
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      {rating.toFixed(1)}
    </span>
  );
}
