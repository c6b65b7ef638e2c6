import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { resendCode } from '../api/verify-email';
import { nextCodeAt } from '../lib/next-code-at';
import type { VerifyEmailState } from '../lib/verify-email-state';

/**
 * The way on for an unverified account: asks for a fresh code and opens /verify-email for the
 * address. A refused code (one was sent a moment ago) still opens it: the last code works.
 */
export function useStartVerification() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (email: string, password?: string) => {
    const reply = await resendCode(email);
    const until = nextCodeAt(reply);
    if (until === null) {
      toast.error(translateMessage(t, serverMessage(reply), 'errors.somethingWentWrong'));
    }
    const state: VerifyEmailState = { email, password, nextCodeAt: until ?? undefined };
    useModalStore.getState().close();
    await navigate('/verify-email', { state });
  };
}
