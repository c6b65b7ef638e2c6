import { stores } from '@kolekt/shared/stores';
import { useTranslation } from 'react-i18next';
import { StoreCard } from './store-card';

/** The 8 built-in shops. */
export function StoreGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stores-title" className="space-y-4">
      <div>
        <h2 id="stores-title" className="text-xl font-bold">
          {t('stores.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('stores.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stores.map((store) => (
          <StoreCard key={store.name} store={store} />
        ))}
      </div>
    </section>
  );
}
