import type { ShopSearchStatus, ShopSearchStatusKind } from '@kolekt/shared/retailer-search';
import {
  CircleCheck,
  CircleX,
  Clock,
  FileWarning,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const looks: Record<ShopSearchStatusKind, { icon: LucideIcon; className: string }> = {
  answered: { icon: CircleCheck, className: 'text-success' },
  blocked: { icon: ShieldAlert, className: 'text-amber-600' },
  // The shop listed products Kolekt could not read: a changed page, never "no results".
  unreadable: { icon: FileWarning, className: 'text-destructive' },
  timeout: { icon: Clock, className: 'text-amber-600' },
  failed: { icon: CircleX, className: 'text-destructive' },
};

/** Per shop, what its search came to: how many results, or why it gave none. */
export function ShopStatuses({ shops }: { shops: ShopSearchStatus[] }) {
  const { t } = useTranslation();
  if (shops.length === 0) return null;
  return (
    <ul aria-label={t('products.searchTab.shops.label')} className="flex flex-wrap gap-1.5">
      {shops.map((shop) => {
        const { icon: Icon, className } = looks[shop.status];
        const outcome =
          shop.status === 'answered'
            ? t('products.searchTab.shops.answered', { count: shop.count })
            : t(`products.searchTab.shops.${shop.status}`);
        return (
          <li
            key={shop.id}
            className="border-border bg-background inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs"
          >
            <Icon aria-hidden className={cn('size-3.5', className)} />
            <span className="font-medium">{shop.store}</span>
            <span className="text-muted-foreground">{outcome}</span>
          </li>
        );
      })}
    </ul>
  );
}
