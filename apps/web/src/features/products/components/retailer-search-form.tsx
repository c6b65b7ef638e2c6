import { zodResolver } from '@hookform/resolvers/zod';
import { productSearchSchema } from '@kolekt/shared/product';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';
import { ShopSelect } from './shop-select';

type SearchValues = z.infer<typeof productSearchSchema>;

interface RetailerSearchFormProps {
  onSearch: (query: string) => void;
  store: SearchStoreId | undefined;
  onStoreChange: (store: SearchStoreId | undefined) => void;
}

/**
 * The Search tab's form (spec §5 product search: required, at least 2 characters), with the
 * shop to ask: all of them by default, one when opened from its store page.
 */
export function RetailerSearchForm({ onSearch, store, onStoreChange }: RetailerSearchFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchValues>({ resolver: zodResolver(productSearchSchema) });
  const queryError = errors.query?.message
    ? translateMessage(t, errors.query.message, 'errors.unexpected')
    : undefined;

  return (
    <form
      role="search"
      noValidate
      onSubmit={handleSubmit(({ query }) => onSearch(query))}
      className="space-y-4"
    >
      <FormField
        id="retailer-query"
        label={t('products.searchTab.query')}
        error={queryError}
        hint={<p className="text-muted-foreground text-xs">{t('products.searchTab.hint')}</p>}
      >
        <Input
          id="retailer-query"
          type="search"
          placeholder={t('products.searchTab.placeholder')}
          aria-invalid={Boolean(errors.query)}
          aria-describedby={errors.query ? 'retailer-query-error' : undefined}
          {...register('query')}
        />
      </FormField>
      <ShopSelect id="retailer-shop" value={store} onChange={onStoreChange} />
      <Button type="submit" className="w-full">
        <Search aria-hidden className="size-4" />
        {t('products.searchTab.submit')}
      </Button>
    </form>
  );
}
