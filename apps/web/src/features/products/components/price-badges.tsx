import type { Product } from '@kolekt/shared/product';
import { ArrowDownRight, ArrowUpRight, PackageX, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatPercentChange } from '@/lib/format-percent-change';

function Badge({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold',
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {children}
    </li>
  );
}

/**
 * What the price did (issue #12): the change since the product was added, the lowest of 30 days,
 * out of stock. Text on tint pairs that read at 4.5:1 or better; nothing when nothing is known.
 */
export function PriceBadges({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const change = product.changeSinceAdded ?? null;
  const percent = change === null ? '' : formatPercentChange(change, i18n.resolvedLanguage);
  // A change that rounds to 0 % says nothing.
  const moved = change !== null && Math.round(change) !== 0;
  const outOfStock = product.availability === 'out_of_stock';
  if (!moved && !product.lowestIn30Days && !outOfStock) return null;
  return (
    <ul aria-label={t('products.badges.label')} className="flex flex-wrap gap-1">
      {moved ? (
        change < 0 ? (
          <Badge icon={ArrowDownRight} className="bg-green-50 text-green-700">
            <span aria-hidden>{percent}</span>
            <span className="sr-only">{t('products.badges.cheaper', { percent })}</span>
          </Badge>
        ) : (
          <Badge icon={ArrowUpRight} className="text-accent-strong bg-orange-50">
            <span aria-hidden>{percent}</span>
            <span className="sr-only">{t('products.badges.dearer', { percent })}</span>
          </Badge>
        )
      ) : null}
      {product.lowestIn30Days ? (
        <Badge icon={Sparkles} className="bg-primary-soft text-primary">
          {t('products.badges.lowest30')}
        </Badge>
      ) : null}
      {outOfStock ? (
        <Badge icon={PackageX} className="bg-destructive-soft text-destructive-strong">
          {t('products.badges.outOfStock')}
        </Badge>
      ) : null}
    </ul>
  );
}
