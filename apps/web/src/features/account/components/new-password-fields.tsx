import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: { value: string; error?: string; field: UseFormRegisterReturn };
  confirmation: { error?: string; field: UseFormRegisterReturn };
}

/** A new password with the strength meter, and its confirmation (reset and change password). */
export function NewPasswordFields({ idPrefix, password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const newId = `${idPrefix}-new-password`;
  const confirmId = `${idPrefix}-confirm-password`;
  return (
    <>
      <FormField
        id={newId}
        label={t('account.newPassword')}
        error={password.error}
        hint={<PasswordStrengthMeter password={password.value} />}
      >
        <PasswordInput
          id={newId}
          autoComplete="new-password"
          aria-invalid={Boolean(password.error)}
          aria-describedby={password.error ? `${newId}-error` : undefined}
          {...password.field}
        />
      </FormField>
      <FormField id={confirmId} label={t('account.confirmNewPassword')} error={confirmation.error}>
        <PasswordInput
          id={confirmId}
          autoComplete="new-password"
          aria-invalid={Boolean(confirmation.error)}
          aria-describedby={confirmation.error ? `${confirmId}-error` : undefined}
          {...confirmation.field}
        />
      </FormField>
    </>
  );
}
