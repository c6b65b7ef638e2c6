import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';

/** The translated first error of a form field, or undefined. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (field: Path<T>) => {
    const message = errors[field]?.message;
    return typeof message === 'string'
      ? translateMessage(t, message, 'errors.unexpected')
      : undefined;
  };
}
