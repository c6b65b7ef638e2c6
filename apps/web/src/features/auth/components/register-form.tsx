import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterFormInput } from '@kolekt/shared/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
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
import { useModalStore } from '@/stores/modal-store';
import { register as registerAccount } from '../api/register';
import { useUserNameAvailability } from '../hooks/use-user-name-availability';
import type { VerifyEmailState } from '../lib/verify-email-state';
import { RegisterBlockedHint, registerBlockedHintId } from './register-blocked-hint';
import { UserNameStatus } from './user-name-status';

const sentFields = ['name', 'surname', 'userName', 'email', 'password'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError: setFieldError,
    formState: { errors },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      surname: '',
      userName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const fieldError = useFieldError(errors);
  const [userName, password] = useWatch({ control, name: ['userName', 'password'] });
  const availability = useUserNameAvailability(userName);

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    setBusy(true);
    const reply = await registerAccount(input);
    setBusy(false);
    if (reply.success) {
      useModalStore.getState().close();
      const state: VerifyEmailState = { email: input.email, password: input.password };
      await navigate('/verify-email', { state });
      return;
    }
    applyServerErrors(reply.data, sentFields, setFieldError);
    setError(translateMessage(t, serverMessage(reply), 'errors.unexpected'));
  });

  const describedBy = (field: keyof RegisterFormInput) =>
    errors[field] ? `register-${field}-error` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <ErrorAlert message={error} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-name" label={t('auth.name')} error={fieldError('name')}>
          <Input
            id="register-name"
            autoComplete="given-name"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
        </FormField>
        <FormField id="register-surname" label={t('auth.surname')} error={fieldError('surname')}>
          <Input
            id="register-surname"
            autoComplete="family-name"
            aria-invalid={Boolean(errors.surname)}
            aria-describedby={describedBy('surname')}
            {...register('surname')}
          />
        </FormField>
      </div>
      <FormField
        id="register-userName"
        label={t('auth.userName.label')}
        error={fieldError('userName')}
        hint={<UserNameStatus status={availability} />}
      >
        <Input
          id="register-userName"
          autoComplete="username"
          aria-invalid={Boolean(errors.userName) || availability === 'taken'}
          aria-describedby={describedBy('userName')}
          {...register('userName')}
        />
      </FormField>
      <FormField id="register-email" label={t('auth.email')} error={fieldError('email')}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email')}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="register-password"
        label={t('auth.password')}
        error={fieldError('password')}
        hint={<PasswordStrengthMeter password={password} />}
      >
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy('password')}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="register-confirmPassword"
        label={t('auth.confirmPassword')}
        error={fieldError('confirmPassword')}
      >
        <PasswordInput
          id="register-confirmPassword"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirmPassword)}
          aria-describedby={describedBy('confirmPassword')}
          {...register('confirmPassword')}
        />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        disabled={busy || availability !== 'available'}
        aria-describedby={!busy && availability !== 'available' ? registerBlockedHintId : undefined}
      >
        {busy ? <Spinner /> : null}
        {busy ? t('auth.register.loading') : t('auth.register.submit')}
      </Button>
      {busy ? null : <RegisterBlockedHint availability={availability} />}
    </form>
  );
}
