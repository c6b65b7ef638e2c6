import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function TrendingBadge() {
  const { t } = useTranslation();
  return (
    <span className="bg-accent/10 text-accent-strong inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold">
      <Flame aria-hidden className="size-3" />
      {t('stores.trending')}
    </span>
  );
}
