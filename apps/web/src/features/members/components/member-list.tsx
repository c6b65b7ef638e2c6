import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MembersQuery } from '../api/get-members';
import { MemberRow } from './member-row';
import { PersonLine } from './person-line';

interface MemberListProps {
  collectionId: string;
  /** The pages loaded so far: the list shows them all and offers the next. */
  members: MembersQuery;
  /** The owner is looking: roles can be changed and members removed. */
  manage: boolean;
  currentUserId: string | undefined;
}

/** The owner first, then everyone who joined, each with their role, a page at a time. */
export function MemberList({ collectionId, members, manage, currentUserId }: MemberListProps) {
  const { t } = useTranslation();
  const pages = members.data?.pages ?? [];
  const first = pages[0];
  if (!first) return null;
  const people = pages.flatMap((page) => page.items);
  const ownerRole = t('members.roles.owner');
  const loadMore = () =>
    void members.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('members.loadMoreFailed'));
    });

  return (
    <section aria-labelledby="members-list-heading" className="space-y-1">
      <h3 id="members-list-heading" className="text-sm font-semibold">
        {t('members.listTitle', { count: first.totalCount + 1 })}
      </h3>
      <ul aria-labelledby="members-list-heading" className="divide-border divide-y">
        <li className="py-3">
          <PersonLine
            person={first.owner}
            detail={
              first.owner.userId === currentUserId
                ? `${ownerRole} · ${t('members.you')}`
                : ownerRole
            }
          />
        </li>
        {people.map((member) => (
          <MemberRow
            key={member.userId}
            collectionId={collectionId}
            member={member}
            manage={manage}
            isYou={member.userId === currentUserId}
          />
        ))}
      </ul>
      {people.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('members.noMembers')}</p>
      ) : null}
      {members.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          disabled={members.isFetchingNextPage}
          onClick={loadMore}
        >
          {members.isFetchingNextPage ? <Spinner /> : null}
          {t('members.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
