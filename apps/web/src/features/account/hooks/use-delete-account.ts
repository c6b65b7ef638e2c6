import type { DeleteAccountInput } from '@kolekt/shared/account';
import type { Envelope } from '@kolekt/shared/envelope';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { endLocalSession } from '@/lib/end-local-session';
import { deleteAccount } from '../api/delete-account';

/**
 * Deletes the account with a proof (password or Google token). On success the app signs out as
 * logout does (extension told, hub closed) and shows /welcome; a failure's reply is handed back.
 */
export function useDeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run(proof: DeleteAccountInput): Promise<Envelope<null> | null> {
    setPending(true);
    const reply = await deleteAccount(proof);
    if (!reply.success) {
      setPending(false);
      return reply;
    }
    toast.success(t('account.delete.done'));
    await endLocalSession(navigate);
    return null;
  }

  return { deleteAccount: run, pending };
}
