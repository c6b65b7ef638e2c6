import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { resendCode } from '../api/verify-email';
import { nextCodeAt as nextCodeAtOf } from '../lib/next-code-at';
import { ResendWait } from './resend-wait';

interface ResendCodeProps {
  email: string;
  /** When a code was just sent: the time (epoch ms) the next may be asked for. */
  nextCodeAt?: number;
}

/** "Didn't get the code?" with the resend button, or how long until it may be pressed again. */
export function ResendCode({ email, nextCodeAt: sentUntil }: ResendCodeProps) {
  const { t } = useTranslation();
  const [nextCodeAt, setNextCodeAt] = useState<number | null>(sentUntil ?? null);
  const [resending, setResending] = useState(false);
  const waitOver = useCallback(() => setNextCodeAt(null), []);

  async function onResend() {
    setResending(true);
    const reply = await resendCode(email);
    setResending(false);
    // Refused for now (429) or not, the reply says when the next code may come.
    setNextCodeAt(nextCodeAtOf(reply));
    if (reply.success) toast.success(t('auth.verify.resent'));
    else toast.error(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
  }

  return (
    <p className="text-muted-foreground text-center text-sm">
      {t('auth.verify.noCode')}{' '}
      {nextCodeAt === null ? (
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={resending}
          className="text-primary font-medium hover:underline disabled:opacity-50"
        >
          {t('auth.verify.resend')}
        </button>
      ) : (
        <ResendWait key={nextCodeAt} until={nextCodeAt} onDone={waitOver} />
      )}
    </p>
  );
}
