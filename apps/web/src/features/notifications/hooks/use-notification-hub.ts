import type { HubConnection } from '@microsoft/signalr';
import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { createNotificationHub } from '../lib/notification-hub';
import { useNotificationsStore } from '../stores/notifications-store';

const warn = (what: string) => (error: unknown) => console.warn(`Notification hub: ${what}`, error);

/**
 * Spec §4: the live connection opens when a user signs in (and fetches the first notifications),
 * and closes on sign-out or when the layout holding it unmounts. Failures are only logged.
 */
export function useNotificationHub() {
  const userId = useSessionStore((state) => state.user?.id);

  useEffect(() => {
    if (!userId) return;
    const store = useNotificationsStore.getState();
    let connection: HubConnection | null = null;
    let closed = false;
    void (async () => {
      try {
        connection = await createNotificationHub({
          accessTokenFactory: () => useSessionStore.getState().token ?? '',
          onNotification: (notification) => useNotificationsStore.getState().receive(notification),
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
  }, [userId]);
}
