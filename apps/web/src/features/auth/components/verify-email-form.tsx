import { verifyEmailSchema } from '@kolekt/shared/auth';
import { limits } from '@kolekt/shared/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useSessionStore } from '@/stores/session-store';
import { login } from '../api/login';
import { resendCode, verifyEmail } from '../api/verify-email';
import { useCompleteLogin } from '../hooks/use-complete-login';
import type { VerifyEmailState } from '../lib/verify-email-state';

/** Verifies the e-mail with the 6-character code, then logs in with the carried credentials. */
export function VerifyEmailForm({ email, password }: VerifyEmailState) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyEmailSchema.safeParse({ email, otp });
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message, 'errors.somethingWentWrong'));
      return;
    }
    setError(null);
    setBusy(true);
    const verified = await verifyEmail(parsed.data);
    if (verified.success) {
      useSessionStore.getState().clearSession();
      const reply = await login({ email, password });
      if (reply.success && (await completeLogin(reply.data))) return;
      setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    } else {
      setError(translateMessage(t, serverMessage(verified), 'errors.somethingWentWrong'));
    }
    setBusy(false);
  }

  async function onResend() {
    setResending(true);
    const reply = await resendCode(email);
    setResending(false);
    if (reply.success) toast.success(t('auth.verify.resent'));
    else toast.error(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-muted-foreground text-sm">{t('auth.verify.instruction', { email })}</p>
      {error ? <ErrorAlert message={error} /> : null}
      <div className="space-y-2">
        <label htmlFor="verify-otp" className="block text-sm font-medium">
          {t('auth.verify.codeLabel')}
        </label>
        <CodeInput id="verify-otp" value={otp} onChange={setOtp} autoFocus />
      </div>
      <Button type="submit" className="w-full" disabled={busy || otp.length !== limits.otpLength}>
        {busy ? <Spinner /> : null}
        {busy ? t('auth.verify.loading') : t('auth.verify.submit')}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        {t('auth.verify.noCode')}{' '}
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={resending}
          className="text-primary font-medium hover:underline disabled:opacity-50"
        >
          {t('auth.verify.resend')}
        </button>
      </p>
    </form>
  );
}
