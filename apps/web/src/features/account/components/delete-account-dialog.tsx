import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@kolekt/shared/account';
import type { Envelope } from '@kolekt/shared/envelope';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useFieldError } from '@/hooks/use-field-error';
import { serverMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { translateMessage } from '@/lib/translate-message';
import { useDeleteAccount } from '../hooks/use-delete-account';
import type { RequestGoogleToken } from '../lib/google-token';
import { DeletedDataList } from './deleted-data-list';
import { GoogleProofButton } from './google-proof-button';

interface DeleteAccountDialogProps {
  /** Lets an account linked to Google confirm with a fresh Google sign-in instead. */
  requestGoogleToken?: RequestGoogleToken;
}

/** The confirmation that asks for the password and says what goes, in destructive colours. */
export function DeleteAccountDialog({ requestGoogleToken }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { deleteAccount, pending } = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors },
  } = useForm<{ password?: string }>({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const fieldError = useFieldError(errors);

  function showFailure(reply: Envelope<null>) {
    if (!applyServerErrors(reply.data, ['password'], setFieldError)) {
      setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    }
  }

  async function confirm(proof: { password: string } | { googleIdToken: string }) {
    setError(null);
    const failure = await deleteAccount(proof);
    if (failure) showFailure(failure);
  }

  const onSubmit = handleSubmit(({ password = '' }) => confirm({ password }));

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      reset();
      setError(null);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger className={buttonClasses('destructive')}>
        {t('account.delete.open')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="bg-background animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-5 shadow-2xl sm:p-6">
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <AlertDialog.Title className="text-destructive text-lg font-semibold">
              {t('account.delete.dialogTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm">
              {t('account.delete.warning')}
            </AlertDialog.Description>
            <DeletedDataList />
            {error ? <ErrorAlert message={error} /> : null}
            <FormField
              id="delete-password"
              label={t('account.delete.password')}
              error={fieldError('password')}
            >
              <PasswordInput
                id="delete-password"
                autoComplete="current-password"
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? 'delete-password-error' : undefined}
                {...register('password')}
              />
            </FormField>
            {requestGoogleToken ? (
              <GoogleProofButton
                requestGoogleToken={requestGoogleToken}
                disabled={pending}
                onToken={(googleIdToken) => void confirm({ googleIdToken })}
                onFailure={() => setError(t('errors.googleCancelled'))}
              />
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t('account.cancel')}</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? <Spinner /> : null}
                {pending ? t('account.delete.deleting') : t('account.delete.confirm')}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
