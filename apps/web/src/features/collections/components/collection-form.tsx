import { zodResolver } from '@hookform/resolvers/zod';
import {
  createCollectionSchema,
  updateCollectionSchema,
  type Collection,
} from '@kolekt/shared/collection';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';
import { GiftListSwitch } from './gift-list-switch';
import { VisibilitySwitch } from './visibility-switch';

/** Editing also turns a gift list on or off (issue #14); a new collection starts as none. */
const collectionFormSchema = createCollectionSchema.extend({
  isGiftList: updateCollectionSchema.shape.isGiftList,
});
export type CollectionFormValues = z.output<typeof collectionFormSchema>;

interface CollectionFormProps {
  collection?: Collection;
  submitKey: string;
  onSubmit: (values: CollectionFormValues) => Promise<void>;
}

/**
 * Create and edit share one form and the create schema: spec §5 says the edit schema is defined
 * but not used by the form.
 */
export function CollectionForm({ collection, submitKey, onSubmit }: CollectionFormProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof collectionFormSchema>, unknown, CollectionFormValues>({
    resolver: zodResolver(collectionFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      isPublic: collection?.isPublic ?? false,
      isGiftList: collection?.isGiftList,
    },
  });
  const error = (message: string | undefined) =>
    message ? translateMessage(t, message, 'errors.unexpected') : undefined;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField
        id="collection-name"
        label={t('collections.form.name')}
        error={error(errors.name?.message)}
      >
        <Input
          id="collection-name"
          placeholder={t('collections.form.namePlaceholder')}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'collection-name-error' : undefined}
          {...register('name')}
        />
      </FormField>
      <FormField
        id="collection-description"
        label={t('collections.form.description')}
        error={error(errors.description?.message)}
      >
        <textarea
          id="collection-description"
          rows={3}
          placeholder={t('collections.form.descriptionPlaceholder')}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? 'collection-description-error' : undefined}
          className="border-border bg-background placeholder:text-muted-foreground focus-visible:border-ring aria-invalid:border-destructive w-full rounded-lg border px-3 py-2 text-sm"
          {...register('description')}
        />
      </FormField>
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <VisibilitySwitch
            id="collection-visibility"
            checked={field.value === true || field.value === 'true'}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {collection ? (
        <Controller
          control={control}
          name="isGiftList"
          render={({ field }) => (
            <GiftListSwitch
              id="collection-gift-list"
              checked={field.value === true || field.value === 'true'}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {t(submitKey)}
      </Button>
    </form>
  );
}
