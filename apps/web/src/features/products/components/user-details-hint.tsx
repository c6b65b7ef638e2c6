import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * Marks a product whose details its collection's owner gave (detailsSource 'user'): a small icon
 * whose tooltip, and name for screen readers, say Kolekt could not confirm them with the shop.
 */
export function UserDetailsHint() {
  const { t } = useTranslation();
  const text = t('products.userDetails');
  return (
    <Tooltip label={text}>
      <span
        role="img"
        tabIndex={0}
        aria-label={text}
        className="bg-background/90 text-muted-foreground grid size-7 place-items-center rounded-full shadow"
      >
        <Info aria-hidden className="size-4" />
      </span>
    </Tooltip>
  );
}
