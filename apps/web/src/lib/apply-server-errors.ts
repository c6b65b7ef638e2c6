import type { ValidationErrorData } from '@kolekt/shared/envelope';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the first message of each field of a 400 reply under that field; true if any matched. */
export function applyServerErrors<T extends FieldValues>(
  data: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const errors = (data as Partial<ValidationErrorData> | null)?.errors;
  if (!errors) return false;
  let applied = false;
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
