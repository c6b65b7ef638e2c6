import type { Availability } from '@kolekt/shared/price';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Text on tint pairs that read at 4.5:1 or better.
const tones: Record<Availability, string> = {
  in_stock: 'bg-green-50 text-green-700',
  out_of_stock: 'bg-destructive-soft text-destructive-strong',
  preorder: 'bg-primary-soft text-primary',
  unknown: 'bg-muted text-muted-foreground',
};

/** In stock, out of stock, preorder or unknown, as a small pill. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[availability],
      )}
    >
      {t(`prices.availability.${availability}`)}
    </span>
  );
}
