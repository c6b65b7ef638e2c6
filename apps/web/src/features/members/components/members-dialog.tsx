import type { Collection } from '@kolekt/shared/collection';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/stores/session-store';
import { useInvites } from '../api/get-invites';
import { useMembers } from '../api/get-members';
import { InviteByNameForm } from './invite-by-name-form';
import { InviteLinkForm } from './invite-link-form';
import { LeaveCollection } from './leave-collection';
import { MemberList } from './member-list';
import { PendingInviteList } from './pending-invite-list';

interface MembersDialogProps {
  collection: Collection;
  onLeft?: () => void;
}

/**
 * Who keeps the collection together (issue #14). The owner invites by username or by link,
 * changes roles, removes members and withdraws invitations; a member may leave.
 */
export function MembersDialog({ collection, onLeft }: MembersDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isOwner = collection.access === 'owner';
  const isMember = collection.access === 'editor' || collection.access === 'viewer';
  const members = useMembers(collection.id);
  const invites = useInvites(collection.id, isOwner);

  if (members.isPending || (isOwner && invites.isPending)) {
    return (
      <div role="status" aria-label={t('common.loading')} className="flex justify-center py-10">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (members.isError || invites.isError) return <ErrorAlert message={t('members.loadFailed')} />;
  return (
    <div className="space-y-6">
      {isOwner ? (
        <section aria-labelledby="invite-heading" className="space-y-4">
          <h3 id="invite-heading" className="text-sm font-semibold">
            {t('members.invite.title')}
          </h3>
          <p className="text-muted-foreground text-xs">{t('members.roleHints')}</p>
          <InviteByNameForm collectionId={collection.id} />
          <InviteLinkForm collectionId={collection.id} />
        </section>
      ) : null}
      <MemberList
        collectionId={collection.id}
        members={members}
        manage={isOwner}
        currentUserId={user?.id}
      />
      {invites.data ? (
        <PendingInviteList collectionId={collection.id} invites={invites.data} />
      ) : null}
      {isMember && user ? (
        <LeaveCollection collectionId={collection.id} userId={user.id} onLeft={onLeft} />
      ) : null}
    </div>
  );
}
