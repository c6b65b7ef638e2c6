import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { stores } from '@kolekt/shared/stores';
import { useTranslation } from 'react-i18next';

interface ShopSelectProps {
  id: string;
  /** The one shop to search; undefined searches them all. */
  value: SearchStoreId | undefined;
  onChange: (store: SearchStoreId | undefined) => void;
}

/** Which built-in shop the live search asks: all of them, or one (a store page's choice). */
export function ShopSelect({ id, value, onChange }: ShopSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('products.searchTab.shop')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(stores.find((store) => store.searchId === event.target.value)?.searchId)
        }
        className="border-border bg-background h-10 w-full rounded-lg border px-3 text-sm"
      >
        <option value="">{t('products.searchTab.allShops')}</option>
        {stores.map((store) => (
          <option key={store.searchId} value={store.searchId}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}
