import { defaultLanguage, languages } from '@kolekt/shared/constants';
import type { NotificationRecord } from '@kolekt/shared/notification';
import { wordNotification } from '@kolekt/shared/word-notification';
import { Check, ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';

/** An invitation's Accept and Decline, from the members feature (the app passes them in). */
export type RenderInviteAnswer = (invite: {
  inviteId: string;
  collectionName: string;
}) => ReactNode;

interface NotificationItemProps {
  /** Worded here, in the interface's current language: a language switch needs no request. */
  notification: NotificationRecord;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  renderInviteAnswer?: RenderInviteAnswer;
}

const iconButton =
  'text-muted-foreground hover:bg-muted hover:text-foreground inline-flex size-8 items-center justify-center rounded-lg';

/** Type, title, message and time (spec §2); a check button while unread, a delete button always. */
export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  renderInviteAnswer,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const unread = !notification.isRead;
  const language = languages.find((known) => known === i18n.resolvedLanguage) ?? defaultLanguage;
  const { title, message } = wordNotification({ notification, language });
  return (
    <li aria-label={title} className={cn('flex gap-3 px-4 py-3', unread && 'bg-primary-soft/40')}>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-border')}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-muted-foreground text-xs">
          <span className="font-medium">{t(`notifications.types.${notification.type}`)}</span>
          {' · '}
          <time dateTime={notification.createdAt}>
            {formatRelativeTime(t, notification.createdAt)}
          </time>
          {unread ? <span className="sr-only"> · {t('notifications.unread')}</span> : null}
        </p>
        <p className="text-sm font-semibold break-words">{title}</p>
        <p className="text-muted-foreground text-sm break-words">{message}</p>
        {'productUrl' in notification.params ? (
          // A price alert leads to where the product can be bought.
          <a
            href={notification.params.productUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
          >
            {t('notifications.viewProduct')}
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">
              {t('notifications.viewProductHint', { title: notification.params.productTitle })}
            </span>
          </a>
        ) : null}
        {notification.type === 'invite'
          ? renderInviteAnswer?.({
              inviteId: notification.params.inviteId,
              collectionName: notification.params.collectionName,
            })
          : null}
        {notification.type === 'member_joined' || notification.type === 'member_added' ? (
          <Link
            to={`/collection/${notification.params.collectionId}`}
            className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
          >
            {t('notifications.openCollection', { name: notification.params.collectionName })}
          </Link>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {unread ? (
          <Tooltip label={t('notifications.markRead')}>
            <button
              type="button"
              aria-label={t('notifications.markRead')}
              onClick={() => onMarkRead(notification.id)}
              className={iconButton}
            >
              <Check aria-hidden className="size-4" />
            </button>
          </Tooltip>
        ) : null}
        <Tooltip label={t('notifications.delete')}>
          <button
            type="button"
            aria-label={t('notifications.delete')}
            onClick={() => onDelete(notification.id)}
            className={cn(iconButton, 'hover:text-destructive')}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </Tooltip>
      </div>
    </li>
  );
}
