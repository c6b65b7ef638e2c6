import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Beside the visibility badge on a gift list (issue #14). */
export function GiftListBadge() {
  const { t } = useTranslation();
  return (
    <span className="bg-primary/10 text-primary inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold">
      <Gift aria-hidden className="size-3.5" />
      {t('gifts.badge')}
    </span>
  );
}
