import type { Language } from '@kolekt/shared/constants';
import type { NotificationPage } from '@kolekt/shared/notification';
import type { Paging } from '@kolekt/shared/paging';
import { notificationMessages } from '@kolekt/shared/server-messages';
import { wordNotificationRecord } from '@kolekt/shared/word-notification';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageWindow, toPage } from '../../lib/paging';
import { readReaderLanguage } from './read-reader-language';
import { toNotificationRecord } from './notification-row';

async function unreadCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.total ?? 0;
}

/**
 * The caller's notifications, newest first, with the unread count for the bell; each worded in
 * the caller's language setting, else the requested language.
 */
export async function listNotifications(options: {
  db: DbOrTx;
  userId: string;
  paging: Paging;
  requestedLanguage: Language;
}): Promise<NotificationPage> {
  const { db, userId, paging, requestedLanguage } = options;
  const window = pageWindow(paging);
  const [rows, unread, language] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
    unreadCount(db, userId),
    readReaderLanguage({ db, userId, requested: requestedLanguage }),
  ]);
  const items = rows.map((row) =>
    wordNotificationRecord({ notification: toNotificationRecord(row), language }),
  );
  return { ...toPage(items, paging), unreadCount: unread };
}

/** Only one's own: another user's notification answers 404, as a missing one does. */
const own = (userId: string, id: string) =>
  and(eq(notifications.userId, userId), eq(notifications.id, id));

export async function markNotificationRead(options: { db: DbOrTx; userId: string; id: string }) {
  const updated = await options.db
    .update(notifications)
    .set({ isRead: true })
    .where(own(options.userId, options.id))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(notificationMessages.notFound);
  return { unreadCount: await unreadCount(options.db, options.userId) };
}

export async function markAllNotificationsRead(options: { db: DbOrTx; userId: string }) {
  await options.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, options.userId), eq(notifications.isRead, false)));
  return { unreadCount: 0 };
}

export async function deleteNotification(options: { db: DbOrTx; userId: string; id: string }) {
  const deleted = await options.db
    .delete(notifications)
    .where(own(options.userId, options.id))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound(notificationMessages.notFound);
  return { unreadCount: await unreadCount(options.db, options.userId) };
}
