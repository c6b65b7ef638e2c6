import type { Member } from '@kolekt/shared/members';
import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { showServerError } from '../lib/show-server-error';
import { ConfirmAction } from './confirm-action';
import { PersonLine } from './person-line';
import { RoleSelect } from './role-select';

interface MemberRowProps {
  collectionId: string;
  member: Member;
  /** The owner is looking: the role can be changed and the member removed. */
  manage: boolean;
  isYou: boolean;
}

export function MemberRow({ collectionId, member, manage, isYou }: MemberRowProps) {
  const { t } = useTranslation();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const fullName = `${member.name} ${member.surname}`;
  const role = t(`members.roles.${member.role}`);

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <PersonLine person={member} detail={isYou ? `${role} · ${t('members.you')}` : role} />
      {manage ? (
        <div className="flex items-center gap-1">
          <RoleSelect
            id={`member-role-${member.userId}`}
            hiddenLabel={t('members.roleOf', { name: fullName })}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(next) =>
              changeRole.mutate(
                { collectionId, userId: member.userId, role: next },
                {
                  onSuccess: () => toast.success(t('serverMessages.memberUpdated')),
                  onError: (error) => showServerError(t, error),
                },
              )
            }
          />
          <ConfirmAction
            question={t('members.removeQuestion', { name: fullName })}
            confirmLabel={t('members.remove')}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(
                { collectionId, userId: member.userId },
                {
                  onSuccess: () => toast.success(t('serverMessages.memberRemoved')),
                  onError: (error) => showServerError(t, error),
                },
              )
            }
            renderTrigger={(ask) => (
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive"
                aria-label={t('members.removeNamed', { name: fullName })}
                onClick={ask}
              >
                <UserMinus aria-hidden className="size-4" />
              </Button>
            )}
          />
        </div>
      ) : null}
    </li>
  );
}
