import { CodeInput } from '@/components/ui/code-input';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated error text. */
  error?: string;
  autoFocus?: boolean;
}

/** The mailed 6-character code as the verify-email screen asks for it, with its error. */
export function CodeField({ id, label, value, onChange, error, autoFocus }: CodeFieldProps) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <CodeInput
        id={id}
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-center text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
