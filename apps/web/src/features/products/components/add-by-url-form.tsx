import { zodResolver } from '@hookform/resolvers/zod';
import { addByUrlSchema, type ScrapeFailureData } from '@kolekt/shared/product';
import { Link2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ToastActions } from '@/components/ui/toast-actions';
import { isConnectionFailure } from '@/lib/api-client';
import { collectionName } from '@/lib/collection-name';
import { toastConnectionFailure } from '@/lib/connection-failure-toast';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { useTargetCollections } from '../api/get-target-collections';
import { scrapeFailureOf, useScrapeProduct } from '../api/scrape-product';
import { useAddedProductAction } from '../lib/added-product-action';
import { CollectionSelect } from './collection-select';

type AddByUrlValues = z.infer<typeof addByUrlSchema>;

interface AddByUrlFormProps {
  /** The collection chosen so far (the dialog's, or the one picked before going back). */
  collectionId: string | undefined;
  onCollectionChange: (id: string) => void;
  initialUrl?: string;
  /** The shop could not be read: the dialog offers manual entry with what was found. */
  onUnreadable: (failure: ScrapeFailureData, collectionId: string) => void;
}

/**
 * Paste a shop link, pick the collection; the server fetches the page (spec §7 scrape). A toast
 * confirms it with a link to that collection.
 */
export function AddByUrlForm({
  collectionId,
  onCollectionChange,
  initialUrl,
  onUnreadable,
}: AddByUrlFormProps) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  const navigate = useNavigate();
  const { data: collections } = useTargetCollections(collectionId);
  const scrape = useScrapeProduct();
  const addedAction = useAddedProductAction();
  const targetId = collectionId ?? collections?.[0]?.id ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddByUrlValues>({
    resolver: zodResolver(addByUrlSchema),
    mode: 'onTouched',
    defaultValues: { url: initialUrl ?? '' },
  });
  const urlError = errors.url?.message
    ? translateMessage(t, errors.url.message, 'errors.unexpected')
    : undefined;

  const onSubmit = handleSubmit(async ({ url }) => {
    try {
      const product = await scrape.mutateAsync({ url, collectionId: targetId });
      // Said out loud, with the way there: the collection on screen may be another one.
      const target = collections?.find((collection) => collection.id === targetId);
      const open = {
        label: t('products.byUrl.openCollection'),
        onClick: () => void navigate(`/collection/${targetId}`),
      };
      const offered = addedAction?.(product);
      const toastId = `added-${product.id}`;
      toast.success(t('products.byUrl.added', { name: target ? collectionName(t, target) : '' }), {
        id: toastId,
        action: offered ? <ToastActions toastId={toastId} actions={[open, offered]} /> : open,
      });
      close();
    } catch (error) {
      const failure = scrapeFailureOf(error);
      if (failure) onUnreadable(failure, targetId);
      else if (isConnectionFailure(error)) toastConnectionFailure(t, () => void onSubmit());
      else toast.error(t('products.toasts.scrapeFailed'));
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
      <CollectionSelect
        id="product-collection"
        collections={collections}
        value={targetId}
        onChange={onCollectionChange}
        disabled={scrape.isPending}
      />
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
