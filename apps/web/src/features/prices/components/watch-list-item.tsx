import type { Watch } from '@kolekt/shared/price';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';
import { formatMoney } from '@kolekt/shared/format-money';
import { ProductImage } from '@/components/product-image';
import { useModalStore } from '@/stores/modal-store';
import { watchProduct } from '../lib/watch-product';
import { AvailabilityBadge } from './availability-badge';

interface WatchListItemProps {
  watch: Watch;
  onRemove: (watch: Watch) => void;
  removing: boolean;
}

/** One watched product: picture, title (opens the detail), store, price, target, reasons. */
export function WatchListItem({ watch, onRemove, removing }: WatchListItemProps) {
  const { t, i18n } = useTranslation();
  const push = useModalStore((state) => state.push);
  const language = i18n.resolvedLanguage;
  const title = watch.title || t('labels.untitled');
  const price =
    watch.amount !== null ? formatMoney(watch.amount, watch.currency, language) : watch.price;
  const reasons = [
    watch.onDrop ? t('prices.watching.onDrop') : null,
    watch.onBackInStock ? t('prices.watching.onBackInStock') : null,
    watch.targetPrice !== null
      ? t('prices.watching.target', {
          price: formatMoney(watch.targetPrice, watch.currency, language),
        })
      : null,
  ].filter(Boolean);

  return (
    <li className="bg-background flex gap-3 rounded-[var(--radius-card)] p-3 shadow-[var(--shadow-card)] sm:gap-4 sm:p-4">
      <ProductImage
        src={watch.imagePath}
        decorative
        sizes="96px"
        className="size-20 shrink-0 rounded-lg sm:size-24"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-muted-foreground truncate text-xs font-medium tracking-wide">
          {watch.store || t('labels.unknownStore')}
        </p>
        <h2 className="line-clamp-2 text-sm font-semibold">
          <button
            type="button"
            onClick={() =>
              push({ kind: 'productDetail', size: '4xl', props: { product: watchProduct(watch) } })
            }
            className="hover:text-primary text-left hover:underline"
          >
            {title}
          </button>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-primary font-bold tabular-nums">
            {price ?? t('prices.watching.noPrice')}
          </p>
          <AvailabilityBadge availability={watch.availability} />
        </div>
        <p className="text-muted-foreground text-xs">
          {t('prices.watching.reasons', { reasons: reasons.join(' · ') })}
        </p>
      </div>
      <Tooltip label={t('prices.watch.stop')}>
        <button
          type="button"
          disabled={removing}
          onClick={() => onRemove(watch)}
          aria-label={t('prices.watching.remove', { title })}
          className="text-muted-foreground hover:bg-destructive-soft hover:text-destructive-strong grid size-10 shrink-0 place-items-center self-start rounded-lg disabled:opacity-50"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </Tooltip>
    </li>
  );
}
