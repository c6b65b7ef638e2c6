import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@kolekt/shared/auth';
import { loginMessages } from '@kolekt/shared/server-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useFieldError } from '@/hooks/use-field-error';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { login } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { VerifyNowButton } from './verify-now-button';

export function LoginForm() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  // The right password of an account not verified yet: the way on is verifying it.
  const [unverified, setUnverified] = useState<LoginInput | null>(null);
  // Stays true after success so the form keeps its loading state while the page moves on.
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    setUnverified(null);
    setBusy(true);
    const reply = await login(input);
    if (reply.success && (await completeLogin(reply.data))) return;
    setBusy(false);
    setError(translateMessage(t, serverMessage(reply), 'errors.unexpected'));
    if (reply.message === loginMessages.notVerified) setUnverified(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <ErrorAlert message={error} /> : null}
      {unverified ? <VerifyNowButton {...unverified} /> : null}
      <FormField id="login-email" label={t('auth.email')} error={fieldError('email')}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField id="login-password" label={t('auth.password')} error={fieldError('password')}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        {/* The form also sits in the auth modal, which must not stay open over the next screen. */}
        <Link
          to="/forgot-password"
          onClick={() => useModalStore.getState().close()}
          className="text-primary font-medium hover:underline"
        >
          {t('account.forgot.link')}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('auth.login.loading') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
