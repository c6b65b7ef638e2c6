import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';
import type { ManualEntryInput, ManualEntryValues } from '../lib/manual-entry';
import { ProductImage } from '@/components/product-image';

interface ManualEntryFieldsProps {
  form: UseFormReturn<ManualEntryInput, unknown, ManualEntryValues>;
  /** The image link as typed so far, for the preview. */
  imagePath: unknown;
  disabled: boolean;
}

const fields = [
  { name: 'title', id: 'manual-title', type: 'text', label: 'title', placeholder: undefined },
  {
    name: 'price',
    id: 'manual-price',
    type: 'text',
    label: 'price',
    placeholder: 'pricePlaceholder',
  },
  {
    name: 'imagePath',
    id: 'manual-image',
    type: 'url',
    label: 'image',
    placeholder: 'imagePlaceholder',
  },
] as const;

/** The manual-entry inputs with their translated schema messages, and the image's preview. */
export function ManualEntryFields({ form, imagePath, disabled }: ManualEntryFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const preview = typeof imagePath === 'string' && /^https?:\/\/\S+$/i.test(imagePath.trim());

  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <div className="space-y-4">
        {fields.map((field) => {
          const message = errors[field.name]?.message;
          return (
            <FormField
              key={field.name}
              id={field.id}
              label={t(`products.manual.${field.label}`)}
              error={message ? translateMessage(t, message, 'errors.unexpected') : undefined}
            >
              <Input
                id={field.id}
                type={field.type}
                inputMode={field.type === 'url' ? 'url' : undefined}
                placeholder={
                  field.placeholder ? t(`products.manual.${field.placeholder}`) : undefined
                }
                aria-invalid={Boolean(errors[field.name])}
                aria-describedby={errors[field.name] ? `${field.id}-error` : undefined}
                disabled={disabled}
                {...form.register(field.name)}
              />
            </FormField>
          );
        })}
      </div>
      <figure className="flex items-center gap-3 sm:block sm:space-y-1.5 sm:pt-6">
        <ProductImage
          src={preview ? (imagePath as string).trim() : null}
          direct
          sizes="(min-width: 640px) 33vw, 80px"
          className="border-border aspect-square w-20 shrink-0 rounded-lg border sm:w-full"
        />
        <figcaption className="text-muted-foreground text-xs">
          {t('products.manual.preview')}
        </figcaption>
      </figure>
    </div>
  );
}
