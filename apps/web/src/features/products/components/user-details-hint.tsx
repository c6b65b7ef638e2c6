import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * Marks a product whose details the person who added it gave (detailsSource 'user'), in words
 * everyone can read (decision 0063): a short visible label, its tooltip the whole sentence.
 */
export function UserDetailsHint() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('products.userDetails')}>
      <span
        tabIndex={0}
        className="bg-background/90 text-muted-foreground flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium shadow"
      >
        <Info aria-hidden className="size-3.5 shrink-0" />
        {t('products.userDetailsBadge')}
      </span>
    </Tooltip>
  );
}
