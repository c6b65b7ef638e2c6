import type { Invitation } from '@kolekt/shared/members';
import { useTranslation } from 'react-i18next';
import { formatExpiry } from '../lib/format-expiry';
import { PersonLine } from './person-line';

/** What an invitation offers: the collection, whose it is, the role and until when. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-muted-foreground">{t('members.invitation.collection')}</dt>
      <dd className="font-semibold break-words">{invitation.collectionName}</dd>
      <dt className="text-muted-foreground">{t('members.invitation.owner')}</dt>
      <dd>
        <PersonLine person={invitation.owner} />
      </dd>
      <dt className="text-muted-foreground">{t('members.role')}</dt>
      <dd>
        <span className="font-medium">{t(`members.roles.${invitation.role}`)}</span>
        <span className="text-muted-foreground block text-xs">
          {t(`members.roleHint.${invitation.role}`)}
        </span>
      </dd>
      <dt className="text-muted-foreground">{t('members.invitation.expires')}</dt>
      <dd>
        <time dateTime={invitation.expiresAt}>
          {formatExpiry(invitation.expiresAt, i18n.resolvedLanguage)}
        </time>
      </dd>
    </dl>
  );
}
