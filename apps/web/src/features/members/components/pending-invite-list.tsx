import type { PendingInvite } from '@kolekt/shared/members';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useWithdrawInvite } from '../api/withdraw-invite';
import { formatExpiry } from '../lib/format-expiry';
import { showServerError } from '../lib/show-server-error';
import { PersonLine } from './person-line';

interface PendingInviteListProps {
  collectionId: string;
  invites: PendingInvite[];
}

/** The owner's invitations still waiting, people and links alike, each one withdrawable. */
export function PendingInviteList({ collectionId, invites }: PendingInviteListProps) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdrawInvite();
  if (invites.length === 0) return null;

  const detail = (invite: PendingInvite) =>
    t('members.pending.detail', {
      role: t(`members.roles.${invite.role}`),
      date: formatExpiry(invite.expiresAt, i18n.resolvedLanguage),
    });
  const withdrawOne = (invite: PendingInvite) =>
    withdraw.mutate(
      { collectionId, inviteId: invite.id },
      {
        onSuccess: () => toast.success(t('serverMessages.inviteRevoked')),
        onError: (error) => showServerError(t, error),
      },
    );

  return (
    <section aria-labelledby="pending-invites-heading" className="space-y-1">
      <h3 id="pending-invites-heading" className="text-sm font-semibold">
        {t('members.pending.title')}
      </h3>
      <ul className="divide-border divide-y">
        {invites.map((invite) => {
          const who = invite.invitee
            ? `@${invite.invitee.userName}`
            : t('members.pending.linkName');
          return (
            <li key={invite.id} className="flex items-center gap-3 py-3">
              {invite.invitee ? (
                <PersonLine person={invite.invitee} detail={detail(invite)} />
              ) : (
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <span className="bg-muted grid size-9 shrink-0 place-items-center rounded-full">
                    <Link2 aria-hidden className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{who}</p>
                    <p className="text-muted-foreground text-xs">{detail(invite)}</p>
                  </div>
                </div>
              )}
              <Button
                variant="ghost"
                size="sm"
                disabled={withdraw.isPending}
                aria-label={t('members.pending.withdrawNamed', { who })}
                onClick={() => withdrawOne(invite)}
              >
                {t('members.pending.withdraw')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
