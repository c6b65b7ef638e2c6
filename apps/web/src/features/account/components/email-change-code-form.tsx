import { verifyEmailChangeSchema } from '@kolekt/shared/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useSessionStore } from '@/stores/session-store';
import { verifyEmailChange } from '../api/change-email';
import { CodeField } from './code-field';

interface EmailChangeCodeFormProps {
  newEmail: string;
  onDone: () => void;
}

/** The code mailed to the new address; the address changes when it is right. */
export function EmailChangeCodeForm({ newEmail, onDone }: EmailChangeCodeFormProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = verifyEmailChangeSchema.safeParse({ otp });
    if (!parsed.success) {
      setCodeError(translateMessage(t, parsed.error.issues[0]?.message, 'errors.unexpected'));
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    const reply = await verifyEmailChange(parsed.data);
    setBusy(false);
    if (reply.success) {
      const email = reply.data?.email ?? newEmail;
      useSessionStore.getState().updateUser({ email });
      toast.success(t('account.email.done', { email }));
      onDone();
      return;
    }
    setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <p className="text-muted-foreground text-sm">
        {t('account.email.codeSent', { email: newEmail })}
      </p>
      {error ? <ErrorAlert message={error} /> : null}
      <CodeField
        id="email-change-otp"
        label={t('account.email.codeLabel')}
        value={otp}
        onChange={setOtp}
        error={codeError}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t('account.email.confirming') : t('account.email.confirm')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
