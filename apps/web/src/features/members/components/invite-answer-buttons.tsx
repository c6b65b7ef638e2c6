import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAcceptInvitation, useDeclineInvitation } from '../api/answer-invitation';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { showServerError } from '../lib/show-server-error';

interface InviteAnswerButtonsProps {
  inviteId: string;
  collectionName: string;
}

/**
 * Accept or Decline an invitation by username; shown only while it still waits, so a notification
 * read again after answering (or after it expired) offers nothing stale.
 */
export function InviteAnswerButtons({ inviteId, collectionName }: InviteAnswerButtonsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = usePendingInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  if (!pending.data?.some((invitation) => invitation.inviteId === inviteId)) return null;
  const busy = accept.isPending || decline.isPending;

  return (
    <div
      role="group"
      aria-label={t('members.answer.group', { name: collectionName })}
      className="flex gap-2 pt-1"
    >
      <Button
        size="sm"
        disabled={busy}
        onClick={() =>
          accept.mutate(
            { inviteId },
            {
              onSuccess: (collection) => {
                toast.success(t('serverMessages.inviteAccepted'));
                void navigate(`/collection/${collection.id}`);
              },
              onError: (error) => showServerError(t, error),
            },
          )
        }
      >
        {accept.isPending ? <Spinner /> : <Check aria-hidden className="size-4" />}
        {t('members.answer.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() =>
          decline.mutate(inviteId, {
            onSuccess: () => toast.success(t('serverMessages.inviteDeclined')),
            onError: (error) => showServerError(t, error),
          })
        }
      >
        {decline.isPending ? <Spinner /> : <X aria-hidden className="size-4" />}
        {t('members.answer.decline')}
      </Button>
    </div>
  );
}
