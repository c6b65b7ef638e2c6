import { verifyEmailSchema } from '@kolekt/shared/auth';
import { limits } from '@kolekt/shared/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { PasswordInput } from '@/components/ui/password-input';
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
 * Verifies the e-mail with the 6-character code and the password chosen at sign-up, then logs in
 * with them. The password comes from register or login; when the screen was reopened it is asked
 * for here, since the sign-up's choices carry over only with it (decision 0055).
 */
export function VerifyEmailForm({
  email,
  password,
  nextCodeAt,
  codeJustSent = false,
  onOtherEmail,
}: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [otp, setOtp] = useState('');
  const [typedPassword, setTypedPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyEmailSchema.safeParse({ email, otp, password: password ?? typedPassword });
    if (!parsed.success || parsed.data.password === undefined) {
      setError(translateMessage(t, parsed.error?.issues[0]?.message, 'errors.somethingWentWrong'));
      return;
    }
    setError(null);
    setBusy(true);
    const verified = await verifyEmail(parsed.data);
    if (verified.success) {
      useSessionStore.getState().clearSession();
      const reply = await login({ email, password: parsed.data.password });
      if (reply.success && (await completeLogin(reply.data))) return;
      setError(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    } else {
      setError(translateMessage(t, serverMessage(verified), 'errors.somethingWentWrong'));
    }
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
      {password === undefined ? (
        <div className="space-y-2">
          <label htmlFor="verify-password" className="block text-sm font-medium">
            {t('auth.verify.passwordLabel')}
          </label>
          <PasswordInput
            id="verify-password"
            autoComplete="current-password"
            value={typedPassword}
            onChange={(event) => setTypedPassword(event.target.value)}
            aria-describedby="verify-password-hint"
          />
          <p id="verify-password-hint" className="text-muted-foreground text-xs">
            {t('auth.verify.passwordHint')}
          </p>
        </div>
      ) : null}
      <Button
        type="submit"
        className="w-full"
        disabled={
          busy ||
          otp.length !== limits.otpLength ||
          (password === undefined && typedPassword === '')
        }
      >
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
