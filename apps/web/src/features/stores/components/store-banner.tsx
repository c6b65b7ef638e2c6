import type { Store } from '@kolekt/shared/stores';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { StoreRating } from './store-rating';
import { TrendingBadge } from './trending-badge';

export function StoreBanner({ store }: { store: Store }) {
  const { t } = useTranslation();
  return (
    <section className="bg-background flex flex-col gap-5 rounded-[var(--radius-card)] p-6 shadow-[var(--shadow-card)] sm:flex-row sm:items-center">
      <img src={store.logo} alt="" width={80} height={80} className="size-20 rounded-2xl" />
      <div className="flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{store.name}</h1>
          {store.trending ? <TrendingBadge /> : null}
        </div>
        <p className="text-muted-foreground text-sm">{t(`stores.categories.${store.category}`)}</p>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <StoreRating rating={store.rating} />
          <span className="text-muted-foreground">
            {t('stores.productCount', { amount: store.productCount })}
          </span>
        </div>
      </div>
      <a
        href={store.storeUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'md')}
      >
        {t('stores.visitStore')}
        <ExternalLink aria-hidden className="size-4" />
      </a>
    </section>
  );
}
