import { storeSlug, type Store } from '@kolekt/shared/stores';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { StoreRating } from './store-rating';
import { TrendingBadge } from './trending-badge';

export function StoreCard({ store }: { store: Store }) {
  const { t } = useTranslation();
  const host = new URL(store.storeUrl).host;
  return (
    <article className="bg-background flex flex-col gap-4 rounded-[var(--radius-card)] p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-start gap-3">
        <img src={store.logo} alt="" width={48} height={48} className="size-12 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{store.name}</h3>
          {/* The badge sits on the category line, so a long name never pushes it around. */}
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-muted-foreground text-xs">
              {t(`stores.categories.${store.category}`)}
            </p>
            {store.trending ? <TrendingBadge /> : null}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between text-sm">
        <StoreRating rating={store.rating} />
        <span className="text-muted-foreground">
          {t('stores.productCount', { amount: store.productCount })}
        </span>
      </div>
      <p className="text-muted-foreground truncate text-xs">{host}</p>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Link to={`/store/${storeSlug(store)}`} className={buttonClasses('secondary', 'sm')}>
          {t('stores.browse')}
        </Link>
        <a
          href={store.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
          aria-label={t('stores.visitStoreNamed', { name: store.name })}
        >
          {t('stores.visitStore')}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </div>
    </article>
  );
}
