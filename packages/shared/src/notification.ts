/** Notification kinds of spec §3. */
export const notificationTypes = ['follow', 'like', 'comment', 'system', 'other'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
}

/** The notifications list: a page plus the unread count for the bell. */
export interface NotificationPage {
  items: Notification[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  hasNextPage: boolean;
  unreadCount: number;
}

/** Hub events, server → client: a wrong payload fails the typecheck on both sides. */
export interface HubClientEvents {
  ReceiveNotification: Notification;
}
export const hubEvents = { receiveNotification: 'ReceiveNotification' } as const;
