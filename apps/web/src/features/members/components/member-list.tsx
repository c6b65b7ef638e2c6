import type { Members } from '@kolekt/shared/members';
import { useTranslation } from 'react-i18next';
import { MemberRow } from './member-row';
import { PersonLine } from './person-line';

interface MemberListProps {
  collectionId: string;
  members: Members;
  /** The owner is looking: roles can be changed and members removed. */
  manage: boolean;
  currentUserId: string | undefined;
}

/** The owner first, then everyone who joined, each with their role. */
export function MemberList({ collectionId, members, manage, currentUserId }: MemberListProps) {
  const { t } = useTranslation();
  const ownerRole = t('members.roles.owner');
  return (
    <section aria-labelledby="members-list-heading" className="space-y-1">
      <h3 id="members-list-heading" className="text-sm font-semibold">
        {t('members.listTitle', { count: members.members.length + 1 })}
      </h3>
      <ul aria-labelledby="members-list-heading" className="divide-border divide-y">
        <li className="py-3">
          <PersonLine
            person={members.owner}
            detail={
              members.owner.userId === currentUserId
                ? `${ownerRole} · ${t('members.you')}`
                : ownerRole
            }
          />
        </li>
        {members.members.map((member) => (
          <MemberRow
            key={member.userId}
            collectionId={collectionId}
            member={member}
            manage={manage}
            isYou={member.userId === currentUserId}
          />
        ))}
      </ul>
      {members.members.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('members.noMembers')}</p>
      ) : null}
    </section>
  );
}
