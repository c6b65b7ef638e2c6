import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { InvitationSummary } from './invitation-summary';
import { InviteAnswerButtons } from './invite-answer-buttons';

/** The dashboard's 'Invitations' list: shown only while someone's invitation waits. */
export function PendingInvitations() {
  const { t } = useTranslation();
  const { data: invitations } = usePendingInvitations();
  if (!invitations?.length) return null;
  return (
    <section aria-labelledby="pending-invitations-heading" className="space-y-3">
      <h2
        id="pending-invitations-heading"
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <MailOpen aria-hidden className="text-primary size-5" />
        {t('members.invitations.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.inviteId}
            className="bg-background space-y-3 rounded-xl p-4 shadow-[var(--shadow-card)]"
          >
            <InvitationSummary invitation={invitation} />
            <InviteAnswerButtons
              inviteId={invitation.inviteId}
              collectionName={invitation.collectionName}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
