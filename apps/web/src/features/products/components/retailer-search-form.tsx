import { zodResolver } from '@hookform/resolvers/zod';
import { productSearchSchema } from '@kolekt/shared/product';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';

type SearchValues = z.infer<typeof productSearchSchema>;

/** The Search tab's form (spec §5 product search: required, at least 2 characters). */
export function RetailerSearchForm({ onSearch }: { onSearch: (query: string) => void }) {
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
      <Button type="submit" className="w-full">
        <Search aria-hidden className="size-4" />
        {t('products.searchTab.submit')}
      </Button>
    </form>
  );
}
