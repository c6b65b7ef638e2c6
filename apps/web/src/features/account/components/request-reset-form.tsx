import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@kolekt/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFieldError } from '@/hooks/use-field-error';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { requestPasswordReset } from '../api/password-reset';

/** Step one of forgot password: the address the code goes to. */
export function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
  });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    const reply = await requestPasswordReset(input);
    if (reply.success) onSent(input.email);
    else setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <ErrorAlert message={error} /> : null}
      <FormField id="forgot-email" label={t('auth.email')} error={fieldError('email')}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'forgot-email-error' : undefined}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('account.forgot.sending') : t('account.forgot.send')}
      </Button>
    </form>
  );
}
