import type { Notification } from '@kolekt/shared/notification';
import type { HubConnection } from '@microsoft/signalr';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';
import { hubAccessToken } from '../lib/hub-access-token';
import { createNotificationHub } from '../lib/notification-hub';
import { useNotificationsStore } from '../stores/notifications-store';

const warn = (what: string) => (error: unknown) => console.warn(`Notification hub: ${what}`, error);

/**
 * What a notification says changed elsewhere: a new follower changes the open profile's counts,
 * a like or a comment the owner's collection page, a price alert the product's prices, so those
 * queries are read again.
 */
function refreshWhatChanged(queryClient: QueryClient, userId: string, notification: Notification) {
  if (notification.type === 'follow') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
  } else if (notification.type === 'like') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.anyCollection });
  } else if (notification.type === 'comment') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.anyCollection });
    void queryClient.invalidateQueries({ queryKey: queryKeys.anyComments });
  } else if ('productId' in notification.params) {
    // A price alert: the product's price moved, on its cards, its chart and collection totals.
    void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    void queryClient.invalidateQueries({ queryKey: queryKeys.prices });
    void queryClient.invalidateQueries({ queryKey: queryKeys.anyCollection });
  }
}

/**
 * Spec §4: the live connection opens when a user signs in (and fetches the first notifications),
 * and closes on sign-out or when the layout holding it unmounts. Failures are only logged.
 */
export function useNotificationHub() {
  const userId = useSessionStore((state) => state.user?.id);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const store = useNotificationsStore.getState();
    let connection: HubConnection | null = null;
    let closed = false;
    void (async () => {
      try {
        connection = await createNotificationHub({
          accessTokenFactory: hubAccessToken,
          onNotification: (notification) => {
            useNotificationsStore.getState().receive(notification);
            refreshWhatChanged(queryClient, userId, notification);
          },
        });
        if (closed) return;
        await connection.start();
      } catch (error) {
        if (!closed) warn('connect failed')(error);
        return;
      }
      await store.loadFirstPage().catch(warn('first fetch failed'));
    })();
    return () => {
      closed = true;
      void connection?.stop().catch(warn('disconnect failed'));
      useNotificationsStore.getState().reset();
    };
  }, [userId, queryClient]);
}
