import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useNotificationsStore } from '../stores/notifications-store';
import { ListLoading } from './list-loading';
import { NotificationItem, type RenderInviteAnswer } from './notification-item';

/** Runs a store action and turns its failure into the spec §8 toast. */
const withToast = (action: () => Promise<void>, message: string) => () =>
  void action().catch(() => toast.error(message));

/** The signed-in panel body: mark-all, the list, load more (spec §2, §4 Notifications). */
export function NotificationList({
  renderInviteAnswer,
}: {
  renderInviteAnswer?: RenderInviteAnswer;
}) {
  const { t } = useTranslation();
  const { items, unreadCount, hasNextPage, loading } = useNotificationsStore();
  const store = useNotificationsStore.getState();

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      {unreadCount > 0 ? (
        <div className="border-border flex justify-end border-b px-2 py-1.5">
          <Button
            variant="ghost"
            size="sm"
            onClick={withToast(store.markAllRead, t('notifications.toasts.markAllReadFailed'))}
          >
            <CheckCheck aria-hidden className="size-4" />
            {t('notifications.markAllRead')}
          </Button>
        </div>
      ) : null}
      <div className="overflow-y-auto">
        {items.length > 0 ? (
          <ul aria-label={t('notifications.list')} className="divide-border divide-y">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                renderInviteAnswer={renderInviteAnswer}
                onMarkRead={(id) =>
                  withToast(() => store.markRead(id), t('notifications.toasts.markReadFailed'))()
                }
                onDelete={(id) =>
                  withToast(() => store.remove(id), t('notifications.toasts.deleteFailed'))()
                }
              />
            ))}
          </ul>
        ) : loading ? null : (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <BellOff aria-hidden className="text-muted-foreground size-8" />
            <p className="text-sm font-medium">{t('notifications.empty.title')}</p>
            <p className="text-muted-foreground text-xs">{t('notifications.empty.description')}</p>
          </div>
        )}
        {loading ? (
          <ListLoading />
        ) : hasNextPage ? (
          <div className="border-border border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={withToast(store.loadNextPage, t('notifications.toasts.loadFailed'))}
            >
              {t('notifications.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
