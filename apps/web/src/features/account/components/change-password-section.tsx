import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@kolekt/shared/account';
import { sessionSchema } from '@kolekt/shared/user';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useFieldError } from '@/hooks/use-field-error';
import { serverMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifyExtension } from '@/lib/extension-bridge';
import { translateMessage } from '@/lib/translate-message';
import { useSessionStore } from '@/stores/session-store';
import { changePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';
import { SettingsSection } from './settings-section';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice; the reply is a fresh session, other devices are signed out. */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const fieldError = useFieldError(errors);
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setError(null);
    const reply = await changePassword({ currentPassword, newPassword: next });
    const session = reply.success ? sessionSchema.safeParse(reply.data) : null;
    if (session?.success) {
      // The old access token no longer works anywhere: keep the new one, as login does.
      useSessionStore.getState().setSession(session.data);
      void notifyExtension({ type: 'EXTENSION_AUTH', token: session.data.accessToken });
      reset(emptyForm);
      toast.success(t('account.password.done'));
      return;
    }
    if (!applyServerErrors(reply.data, ['currentPassword', 'newPassword'], setFieldError)) {
      setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    }
  });

  return (
    <SettingsSection
      id="change-password"
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {error ? <ErrorAlert message={error} /> : null}
        <FormField
          id="current-password"
          label={t('account.currentPassword')}
          error={fieldError('currentPassword')}
        >
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.currentPassword)}
            aria-describedby={errors.currentPassword ? 'current-password-error' : undefined}
            {...register('currentPassword')}
          />
        </FormField>
        <NewPasswordFields
          idPrefix="change"
          password={{
            value: newPassword,
            error: fieldError('newPassword'),
            field: register('newPassword'),
          }}
          confirmation={{
            error: fieldError('confirmPassword'),
            field: register('confirmPassword'),
          }}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? t('account.saving') : t('account.password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
