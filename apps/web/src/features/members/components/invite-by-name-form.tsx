import type { MemberRole } from '@kolekt/shared/members';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { requestFailedMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useInviteByName } from '../api/invite-by-name';
import { RoleSelect } from './role-select';
import { UserNameCombobox } from './user-name-combobox';

/**
 * The owner invites someone by username, picked from suggestions as it is typed; the reason a
 * name is refused shows under the field.
 */
export function InviteByNameForm({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const invite = useInviteByName();
  const [userName, setUserName] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // People type the @ they see beside every username.
    const name = userName.trim().replace(/^@/, '');
    if (!name) {
      setError(t('members.invite.userNameRequired'));
      return;
    }
    setError(undefined);
    invite.mutate(
      { collectionId, userName: name, role },
      {
        onSuccess: () => {
          toast.success(t('serverMessages.memberInvited'));
          setUserName('');
        },
        onError: (failure) => {
          const said = failure.message === requestFailedMessage ? undefined : failure.message;
          setError(translateMessage(t, said, 'members.toasts.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-busy={invite.isPending}>
      <FormField id="invite-username" label={t('members.invite.userName')} error={error}>
        <UserNameCombobox
          id="invite-username"
          value={userName}
          onChange={setUserName}
          invalid={Boolean(error)}
          describedBy={error ? 'invite-username-error' : undefined}
        />
      </FormField>
      <div className="flex items-end gap-2">
        <RoleSelect id="invite-role" value={role} onChange={setRole} />
        <Button type="submit" disabled={invite.isPending} className="flex-1">
          {invite.isPending ? <Spinner /> : <UserPlus aria-hidden className="size-4" />}
          {t('members.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
