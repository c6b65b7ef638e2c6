import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@kolekt/shared/account';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFieldError } from '@/hooks/use-field-error';
import { serverMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { translateMessage } from '@/lib/translate-message';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import { CodeField } from './code-field';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  email: string;
  onChangeEmail: () => void;
}

/** Step two of forgot password: the mailed code and the new password, then back to login. */
export function ResetPasswordForm({ email, onChangeEmail }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email, otp: '', password: '', confirmPassword: '' },
  });
  const fieldError = useFieldError(errors);
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ otp, password: newPassword }) => {
    setError(null);
    const reply = await resetPassword({ email, otp, password: newPassword });
    if (reply.success) {
      toast.success(t('account.forgot.done'));
      await navigate('/login', { replace: true });
      return;
    }
    if (!applyServerErrors(reply.data, ['otp', 'password'], setFieldError)) {
      setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    }
  });

  async function onResend() {
    setResending(true);
    const reply = await requestPasswordReset({ email });
    setResending(false);
    if (reply.success) toast.success(t('account.forgot.resent'));
    else toast.error(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-muted-foreground text-sm">{t('account.forgot.codeSent', { email })}</p>
      {error ? <ErrorAlert message={error} /> : null}
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <CodeField
            id="reset-otp"
            label={t('account.forgot.codeLabel')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError('otp')}
            autoFocus
          />
        )}
      />
      <NewPasswordFields
        idPrefix="reset"
        password={{ value: password, error: fieldError('password'), field: register('password') }}
        confirmation={{ error: fieldError('confirmPassword'), field: register('confirmPassword') }}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('account.forgot.saving') : t('account.forgot.save')}
      </Button>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={resending}
          className="text-primary font-medium hover:underline disabled:opacity-50"
        >
          {t('account.forgot.resend')}
        </button>
        <button
          type="button"
          onClick={onChangeEmail}
          className="text-primary font-medium hover:underline"
        >
          {t('account.forgot.otherEmail')}
        </button>
      </div>
    </form>
  );
}
