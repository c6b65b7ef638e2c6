import { Bell, LogIn } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatBadge } from '@/lib/format-badge';
import { openAuthModal } from '@/lib/open-auth-modal';
import { useIsAuthenticated } from '@/stores/session-store';
import { useNotificationHub } from '../hooks/use-notification-hub';
import { useNotificationsStore } from '../stores/notifications-store';
import { ListLoading } from './list-loading';
import type { RenderInviteAnswer } from './notification-item';

// The signed-in panel's code loads when it first opens: a guest never needs it, and the header
// then starts (and a server-drawn page hydrates) without it.
const NotificationList = lazy(() =>
  import('./notification-list').then((module) => ({ default: module.NotificationList })),
);

/**
 * The header bell with the unread badge. Guests are asked to log in; for a signed-in user it
 * holds the live hub connection, so the connection lives as long as the main layout.
 */
export function NotificationsBell({
  renderInviteAnswer,
}: {
  renderInviteAnswer?: RenderInviteAnswer;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A notification's link or an accepted invitation leads elsewhere: the panel closes there.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);
  const authenticated = useIsAuthenticated();
  const unreadCount = useNotificationsStore((state) => state.unreadCount);
  useNotificationHub();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setOpenedAt(pathname);
    const { items, loading, loadFirstPage } = useNotificationsStore.getState();
    // Spec §4: opening with an empty list fetches the first page.
    if (!next || !authenticated || items.length > 0 || loading) return;
    loadFirstPage().catch(() => toast.error(t('notifications.toasts.loadFailed')));
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <div className="relative">
        <Popover.Trigger
          aria-label={t('notifications.open')}
          className="hover:bg-muted text-muted-foreground hover:text-foreground inline-flex size-10 items-center justify-center rounded-lg transition-colors"
        >
          <Bell aria-hidden className="size-5" />
        </Popover.Trigger>
        {authenticated && unreadCount > 0 ? (
          <span
            role="status"
            aria-label={t('notifications.unreadBadge', { count: unreadCount })}
            // On the trigger's top-right corner, clear of the bell's middle even at '99+'.
            className="bg-destructive ring-background pointer-events-none absolute -top-1 -right-1.5 h-4 min-w-4 rounded-full px-1 text-center text-[0.625rem] leading-4 font-semibold text-white ring-2"
          >
            {formatBadge(unreadCount)}
          </span>
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="bg-background border-border z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border shadow-lg"
        >
          <div className="border-border border-b px-4 py-3">
            <p className="font-semibold">{t('notifications.title')}</p>
          </div>
          {authenticated ? (
            <Suspense fallback={<ListLoading />}>
              <NotificationList renderInviteAnswer={renderInviteAnswer} />
            </Suspense>
          ) : (
            <div className="flex flex-col items-center gap-3 px-6 py-8 text-center">
              <p className="text-muted-foreground text-sm">{t('notifications.guestPrompt')}</p>
              <Popover.Close asChild>
                <Button size="sm" onClick={() => openAuthModal({ noRedirect: true })}>
                  <LogIn aria-hidden className="size-4" />
                  {t('notifications.login')}
                </Button>
              </Popover.Close>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
