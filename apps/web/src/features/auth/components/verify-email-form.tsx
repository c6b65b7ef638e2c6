import { verifyEmailSchema } from '@kolekt/shared/auth';
import { limits } from '@kolekt/shared/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useSessionStore } from '@/stores/session-store';
import { login } from '../api/login';
import { verifyEmail } from '../api/verify-email';
import { useCompleteLogin } from '../hooks/use-complete-login';
import type { VerifyEmailState } from '../lib/verify-email-state';
import { ResendCode } from './resend-code';

interface VerifyEmailFormProps extends VerifyEmailState {
  /** Register or "verify now" just sent the code: the instruction says it is on its way. */
  codeJustSent?: boolean;
  /** Offered when the address was typed on this screen. */
  onOtherEmail?: () => void;
}

/**
 * Verifies the e-mail with the 6-character code, then logs in with the carried credentials; with
 * no password carried (the screen was reopened), the login screen takes over.
 */
export function VerifyEmailForm({
  email,
  password,
  nextCodeAt,
  codeJustSent = false,
  onOtherEmail,
}: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function logIn(knownPassword: string | undefined) {
    if (knownPassword === undefined) {
      toast.success(t('auth.verify.verifiedLogin'));
      await navigate('/login', { replace: true });
      return;
    }
    const reply = await login({ email, password: knownPassword });
    if (reply.success && (await completeLogin(reply.data))) return;
    setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    setBusy(false);
  }

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
      await logIn(password);
      return;
    }
    setError(translateMessage(t, serverMessage(verified), 'errors.somethingWentWrong'));
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-muted-foreground text-sm">
        {t(codeJustSent ? 'auth.verify.instruction' : 'auth.verify.enterCode', { email })}
      </p>
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
      <ResendCode email={email} nextCodeAt={nextCodeAt} />
      {onOtherEmail ? (
        <p className="text-center text-sm">
          <button
            type="button"
            onClick={onOtherEmail}
            className="text-primary font-medium hover:underline"
          >
            {t('auth.verify.otherEmail')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
