import type { Collection } from '@kolekt/shared/collection';
import { useTranslation } from 'react-i18next';
import { collectionName } from '@/lib/collection-name';

interface CollectionSelectProps {
  id: string;
  collections: Collection[] | undefined;
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/** The one collection a product from the add-product dialog goes into. */
export function CollectionSelect({
  id,
  collections,
  value,
  onChange,
  disabled,
}: CollectionSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('products.byUrl.collection')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || !collections}
        className="border-border bg-background h-10 w-full rounded-lg border px-3 text-sm"
      >
        {collections?.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collectionName(t, collection)}
          </option>
        ))}
      </select>
    </div>
  );
}
