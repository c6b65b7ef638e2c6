import type { Invitation } from '@kolekt/shared/members';
import { serverMessages } from '@kolekt/shared/server-messages';
import { Check, LinkIcon, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageContainer } from '@/components/page-container';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { asSignedIn } from '@/lib/prompt-login';
import { useCurrentUser } from '@/stores/session-store';
import { useAcceptInvitation } from '../api/answer-invitation';
import { useInviteLink } from '../api/get-invite-link';
import { showServerError } from '../lib/show-server-error';
import { InvitationSummary } from './invitation-summary';

/** Accept for a signed-in user; a guest is asked to log in first and comes back here. */
function AcceptInvite({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const accept = useAcceptInvitation();
  const toCollection = `/collection/${invitation.collectionId}`;

  if (user?.id === invitation.owner.userId) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground text-sm">{t('members.invitePage.yourOwn')}</p>
        <Link to={toCollection} className={buttonClasses('outline')}>
          {t('members.invitePage.openCollection')}
        </Link>
      </div>
    );
  }
  const onAccept = () =>
    asSignedIn('members.invitePage.loginToAccept', () =>
      accept.mutate(
        { token },
        {
          onSuccess: (collection) => {
            toast.success(t('serverMessages.inviteAccepted'));
            void navigate(`/collection/${collection.id}`, { replace: true });
          },
          onError: (error) => {
            // Joined before (another tab, an earlier click): the collection is theirs to open.
            if (error.message === serverMessages.alreadyMember) {
              void navigate(toCollection, { replace: true });
            } else showServerError(t, error);
          },
        },
      ),
    );
  return (
    <div className="space-y-3">
      {user ? null : (
        <p className="text-muted-foreground text-sm">{t('members.invitePage.guestHint')}</p>
      )}
      <Button size="lg" className="w-full sm:w-auto" disabled={accept.isPending} onClick={onAccept}>
        {accept.isPending ? <Spinner /> : <Check aria-hidden className="size-4" />}
        {t('members.invitePage.accept')}
      </Button>
    </div>
  );
}

/** /invite/:token: what an invite link offers (issue #14), and joining by it. */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { data: invitation, isPending, isError } = useInviteLink(token);
  useDocumentTitle(t('members.invitePage.title'));

  let content;
  if (isPending) {
    content = (
      <div role="status" aria-label={t('common.loading')} className="flex justify-center py-16">
        <Spinner className="size-6" />
      </div>
    );
  } else if (!invitation) {
    content = (
      <EmptyState
        icon={LinkIcon}
        title={t(isError ? 'members.toasts.failed' : 'serverMessages.inviteNotFound')}
        description={t('members.invitePage.invalidHint')}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            {t('members.invitePage.home')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <div className="bg-background space-y-6 rounded-[var(--radius-card)] p-6 shadow-[var(--shadow-card)]">
        <p className="text-muted-foreground text-sm">
          {t(`members.invitePage.offer_${invitation.role}`, {
            name: `${invitation.owner.name} ${invitation.owner.surname}`,
          })}
        </p>
        <InvitationSummary invitation={invitation} />
        <AcceptInvite token={token} invitation={invitation} />
      </div>
    );
  }
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl space-y-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <MailOpen aria-hidden className="text-primary size-6" />
          {t('members.invitePage.title')}
        </h1>
        {content}
      </div>
    </PageContainer>
  );
}
