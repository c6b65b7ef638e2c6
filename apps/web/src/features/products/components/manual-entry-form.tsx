import { zodResolver } from '@hookform/resolvers/zod';
import type { ScrapeFailureData } from '@kolekt/shared/product';
import { ArrowLeft, Puzzle, Save, TriangleAlert } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { useCaptureProduct } from '../api/capture-product';
import { useTargetCollections } from '../api/get-target-collections';
import {
  manualEntryDefaults,
  manualEntrySchema,
  scrapeReasonKey,
  storeOf,
  type ManualEntryInput,
  type ManualEntryValues,
} from '../lib/manual-entry';
import { CollectionSelect } from './collection-select';
import { ManualEntryFields } from './manual-entry-fields';

interface ManualEntryFormProps {
  failure: ScrapeFailureData;
  collectionId: string;
  onCollectionChange: (id: string) => void;
  onBack: () => void;
}

/**
 * Issue #9 point 5: the shop's page could not be read, so the user types what it shows, starting
 * from whatever was found; saved as the user's own details (product/capture, source 'manual').
 */
export function ManualEntryForm({
  failure,
  collectionId,
  onCollectionChange,
  onBack,
}: ManualEntryFormProps) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  const { data: collections } = useTargetCollections(collectionId);
  const capture = useCaptureProduct();
  const form = useForm<ManualEntryInput, unknown, ManualEntryValues>({
    resolver: zodResolver(manualEntrySchema),
    mode: 'onTouched',
    defaultValues: manualEntryDefaults(failure),
  });
  const imagePath = useWatch({ control: form.control, name: 'imagePath' });
  const { url } = failure.found;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await capture.mutateAsync({
        ...values,
        url,
        collectionIds: [collectionId],
        source: 'manual',
      });
      toast.success(t('products.manual.saved'));
      close();
    } catch (error) {
      toast.error(
        translateMessage(
          t,
          error instanceof Error ? error.message : '',
          'products.toasts.addFailed',
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={capture.isPending}>
      <div className="border-amber-300 bg-amber-50 flex gap-3 rounded-lg border p-3 text-sm">
        <TriangleAlert aria-hidden className="mt-0.5 text-amber-600 size-4 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">{t(scrapeReasonKey(failure.reason))}</p>
          <p className="text-slate-700">{t('products.manual.intro')}</p>
        </div>
      </div>
      <h3 className="text-base font-semibold">{t('products.manual.heading')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('products.manual.store')}</dt>
        <dd className="font-medium">{storeOf(failure)}</dd>
        <dt className="text-muted-foreground">{t('products.manual.link')}</dt>
        <dd className="min-w-0 truncate">
          <a href={url} target="_blank" rel="noopener noreferrer" className="hover:underline">
            {url}
          </a>
        </dd>
      </dl>
      <ManualEntryFields form={form} imagePath={imagePath} disabled={capture.isPending} />
      <CollectionSelect
        id="manual-collection"
        collections={collections}
        value={collectionId}
        onChange={onCollectionChange}
        disabled={capture.isPending}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" onClick={onBack} disabled={capture.isPending}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('products.manual.back')}
        </Button>
        <Button type="submit" className="sm:flex-1" disabled={capture.isPending}>
          {capture.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {capture.isPending ? t('products.manual.saving') : t('products.manual.save')}
        </Button>
      </div>
      <div className="border-border space-y-1 border-t pt-3 text-center">
        <Link to="/extension" onClick={close} className={buttonClasses('ghost', 'sm')}>
          <Puzzle aria-hidden className="size-4" />
          {t('products.manual.extension')}
        </Link>
        <p className="text-muted-foreground text-xs">{t('products.manual.extensionHint')}</p>
      </div>
    </form>
  );
}
