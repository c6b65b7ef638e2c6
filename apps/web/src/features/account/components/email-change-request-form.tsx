import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, type ChangeEmailInput } from '@kolekt/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useFieldError } from '@/hooks/use-field-error';
import { serverMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { translateMessage } from '@/lib/translate-message';
import { requestEmailChange } from '../api/change-email';

/** The new address and the password; a code then goes to the new address. */
export function EmailChangeRequestForm({ onSent }: { onSent: (newEmail: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), mode: 'onTouched' });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    const reply = await requestEmailChange(input);
    if (reply.success) {
      onSent(reply.data?.newEmail ?? input.newEmail);
      return;
    }
    if (!applyServerErrors(reply.data, ['newEmail', 'password'], setFieldError)) {
      setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {error ? <ErrorAlert message={error} /> : null}
      <FormField id="new-email" label={t('account.email.newEmail')} error={fieldError('newEmail')}>
        <Input
          id="new-email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          aria-invalid={Boolean(errors.newEmail)}
          aria-describedby={errors.newEmail ? 'new-email-error' : undefined}
          {...register('newEmail')}
        />
      </FormField>
      <FormField
        id="email-change-password"
        label={t('account.currentPassword')}
        error={fieldError('password')}
      >
        <PasswordInput
          id="email-change-password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'email-change-password-error' : undefined}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('account.sending') : t('account.email.send')}
      </Button>
    </form>
  );
}
