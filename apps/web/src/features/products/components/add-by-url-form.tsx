import { zodResolver } from '@hookform/resolvers/zod';
import { addByUrlSchema } from '@kolekt/shared/product';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { useOwnCollections } from '../api/get-own-collections';
import { useScrapeProduct } from '../api/scrape-product';

type AddByUrlValues = z.infer<typeof addByUrlSchema>;

/** Paste a shop link, pick the collection; the server fetches the page (spec §7 scrape). */
export function AddByUrlForm({ collectionId }: { collectionId?: string }) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  const { data: collections } = useOwnCollections();
  const scrape = useScrapeProduct();
  const [chosenId, setChosenId] = useState(collectionId);
  const targetId = chosenId ?? collections?.[0]?.id ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddByUrlValues>({ resolver: zodResolver(addByUrlSchema), mode: 'onTouched' });
  const urlError = errors.url?.message
    ? translateMessage(t, errors.url.message, 'errors.unexpected')
    : undefined;

  const onSubmit = handleSubmit(async ({ url }) => {
    try {
      await scrape.mutateAsync({ url, collectionId: targetId });
      close();
    } catch {
      toast.error(t('products.toasts.scrapeFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={scrape.isPending}>
      <FormField id="product-url" label={t('products.byUrl.url')} error={urlError}>
        <Input
          id="product-url"
          type="url"
          inputMode="url"
          placeholder={t('products.byUrl.placeholder')}
          aria-invalid={Boolean(errors.url)}
          aria-describedby={errors.url ? 'product-url-error' : undefined}
          disabled={scrape.isPending}
          {...register('url')}
        />
      </FormField>
      <div className="space-y-1.5">
        <label htmlFor="product-collection" className="block text-sm font-medium">
          {t('products.byUrl.collection')}
        </label>
        <select
          id="product-collection"
          value={targetId}
          onChange={(event) => setChosenId(event.target.value)}
          disabled={scrape.isPending || !collections}
          className="border-border bg-background h-10 w-full rounded-lg border px-3 text-sm"
        >
          {collections?.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="w-full" disabled={scrape.isPending || !targetId}>
        {scrape.isPending ? <Spinner /> : <Link2 aria-hidden className="size-4" />}
        {scrape.isPending ? t('products.byUrl.loading') : t('products.byUrl.submit')}
      </Button>
      {scrape.isPending ? (
        <p role="status" className="text-muted-foreground text-center text-xs">
          {t('products.byUrl.loadingHint')}
        </p>
      ) : null}
    </form>
  );
}
