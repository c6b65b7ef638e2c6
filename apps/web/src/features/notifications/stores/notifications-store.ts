import type { Notification, NotificationPage } from '@kolekt/shared/notification';
import { create } from 'zustand';
import { deleteNotification } from '../api/delete-notification';
import { getNotifications } from '../api/get-notifications';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';

interface NotificationsState {
  items: Notification[];
  unreadCount: number;
  hasNextPage: boolean;
  /** The last page loaded; 0 before the first. */
  pageIndex: number;
  loading: boolean;
  /** The actions below throw the api's error so the caller decides: a toast, or only a log. */
  loadFirstPage: () => Promise<void>;
  loadNextPage: () => Promise<void>;
  /** A live notification from the hub: prepended, ignored when its id is already listed. */
  receive: (notification: Notification) => void;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  remove: (id: string) => Promise<void>;
  reset: () => void;
}

const initial = { items: [], unreadCount: 0, hasNextPage: false, pageIndex: 0, loading: false };

/** Items whose ids are not in `known`, so a page never repeats a live arrival. */
const unseen = (known: Notification[], incoming: Notification[]) => {
  const ids = new Set(known.map((item) => item.id));
  return incoming.filter((item) => !ids.has(item.id));
};

/** The bell's notifications, shared by the panel and the hub connection (spec §4). */
export const useNotificationsStore = create<NotificationsState>()((set, get) => {
  async function load(pageIndex: number, merge: (page: NotificationPage) => Notification[]) {
    set({ loading: true });
    try {
      const page = await getNotifications(pageIndex);
      set({
        items: merge(page),
        unreadCount: page.unreadCount,
        hasNextPage: page.hasNextPage,
        pageIndex: page.pageIndex,
      });
    } finally {
      set({ loading: false });
    }
  }

  return {
    ...initial,
    loadFirstPage: () => load(1, (page) => [...unseen(page.items, get().items), ...page.items]),
    loadNextPage: async () => {
      const { hasNextPage, loading, pageIndex } = get();
      if (!hasNextPage || loading) return;
      await load(pageIndex + 1, (page) => [...get().items, ...unseen(get().items, page.items)]);
    },
    receive: (notification) =>
      set((state) => {
        if (state.items.some((item) => item.id === notification.id)) return state;
        return {
          items: [notification, ...state.items],
          unreadCount: state.unreadCount + (notification.isRead ? 0 : 1),
        };
      }),
    markRead: async (id) => {
      const { unreadCount } = await markNotificationRead(id);
      set((state) => ({
        unreadCount,
        items: state.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      }));
    },
    markAllRead: async () => {
      const { unreadCount } = await markAllNotificationsRead();
      set((state) => ({
        unreadCount,
        items: state.items.map((item) => ({ ...item, isRead: true })),
      }));
    },
    remove: async (id) => {
      const { unreadCount } = await deleteNotification(id);
      set((state) => ({ unreadCount, items: state.items.filter((item) => item.id !== id) }));
    },
    reset: () => set(initial),
  };
});
