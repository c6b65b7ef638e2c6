import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** Already translated error text. */
  error?: string;
  children: ReactNode;
  /** Extra content under the input, such as the password meter. */
  hint?: ReactNode;
}

/** A label, its control and the control's error; the control refers to `${id}-error`. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
