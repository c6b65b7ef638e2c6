import { inviteLinkDays, type InviteLink, type MemberRole } from '@kolekt/shared/members';
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import { Spinner } from '@/components/ui/spinner';
import { inviteLinkUrl, useCreateInviteLink } from '../api/create-invite-link';
import { showServerError } from '../lib/show-server-error';
import { RoleSelect } from './role-select';

/** The owner makes a link anyone may join by until it expires; it is shown this once. */
export function InviteLinkForm({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const create = useCreateInviteLink();
  const [role, setRole] = useState<MemberRole>('viewer');
  const [days, setDays] = useState<number>(7);
  const [link, setLink] = useState<InviteLink>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { collectionId, role, days },
      { onSuccess: setLink, onError: (error) => showServerError(t, error) },
    );
  };

  return (
    <div className="space-y-3">
      <p className="text-muted-foreground text-sm">{t('members.link.title')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <RoleSelect id="invite-link-role" value={role} onChange={setRole} />
        <div className="space-y-1.5">
          <label htmlFor="invite-link-days" className="block text-sm font-medium">
            {t('members.link.validFor')}
          </label>
          <select
            id="invite-link-days"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="border-border bg-background h-10 rounded-lg border px-3 text-sm"
          >
            {inviteLinkDays.map((count) => (
              <option key={count} value={count}>
                {t('members.link.days', { count })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" disabled={create.isPending} className="flex-1">
          {create.isPending ? <Spinner /> : <Link2 aria-hidden className="size-4" />}
          {t('members.link.create')}
        </Button>
      </form>
      {link ? (
        <div className="bg-muted/60 space-y-2 rounded-lg p-3">
          <CopyLinkField
            id="invite-link-url"
            label={t('members.link.label', { role: t(`members.roles.${link.role}`) })}
            url={inviteLinkUrl(link.token)}
          />
          <p className="text-muted-foreground text-xs">{t('members.link.shownOnce')}</p>
        </div>
      ) : null}
    </div>
  );
}
