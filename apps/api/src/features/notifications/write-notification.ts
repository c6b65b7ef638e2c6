import {
  commentPreviewLength,
  type NotificationContent,
  type NotificationRecord,
} from '@kolekt/shared/notification';
import type { MemberRole } from '@kolekt/shared/members';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notifications, users } from '../../db/schema';
import type { EventBus } from '../../realtime/event-bus';

interface AboutCollection {
  collectionId: string;
  collectionName: string;
}

type Cause =
  | { type: 'follow' }
  | ({ type: 'like' } & AboutCollection)
  | ({ type: 'comment'; content: string } & AboutCollection)
  | ({ type: 'invite'; inviteId: string; role: MemberRole } & AboutCollection)
  | ({ type: 'member_joined'; role: MemberRole } & AboutCollection)
  | ({ type: 'member_added'; productId: string; productTitle: string } & AboutCollection);

/** A repeated like or follow by the same person within this window notifies only once. */
export const burstWindow = sql`now() - interval '1 hour'`;

/** The type column and the params column together are one of the shared contents. */
export function toNotificationRecord(row: typeof notifications.$inferSelect): NotificationRecord {
  return {
    id: row.id,
    ...({ type: row.type, params: row.params } as NotificationContent),
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

const preview = (text: string) =>
  text.length > commentPreviewLength ? `${text.slice(0, commentPreviewLength - 3)}...` : text;

/** What happened, with no wording: it is worded in each reader's language when read. */
function contentOf(
  cause: Cause,
  actor: { name: string; surname: string; userName: string },
): NotificationContent {
  const who = { actorName: actor.name, actorSurname: actor.surname, actorUserName: actor.userName };
  if (cause.type === 'follow') return { type: 'follow', params: who };
  const about = { ...who, collectionId: cause.collectionId, collectionName: cause.collectionName };
  switch (cause.type) {
    case 'like':
      return { type: 'like', params: about };
    case 'comment':
      return { type: 'comment', params: { ...about, commentPreview: preview(cause.content) } };
    case 'invite':
      return { type: 'invite', params: { ...about, inviteId: cause.inviteId, role: cause.role } };
    case 'member_joined':
      return { type: 'member_joined', params: { ...about, role: cause.role } };
    case 'member_added': {
      const product = { productId: cause.productId, productTitle: cause.productTitle };
      return { type: 'member_added', params: { ...about, ...product } };
    }
  }
}

/**
 * Writes the notification inside the caller's transaction, as type and params. Nothing for one's
 * own things, and a burst (like-unlike-like, follow-unfollow-follow, a member adding ten products)
 * notifies once an hour; every comment and every new invitation notifies.
 */
export async function writeNotification(
  tx: DbOrTx,
  options: { recipientId: string; actorId: string; cause: Cause },
): Promise<NotificationRecord | null> {
  const { recipientId, actorId, cause } = options;
  if (recipientId === actorId) return null;
  const collectionId = cause.type === 'follow' ? null : cause.collectionId;

  if (cause.type !== 'comment' && cause.type !== 'invite') {
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, recipientId),
          eq(notifications.actorId, actorId),
          eq(notifications.type, cause.type),
          collectionId
            ? eq(notifications.collectionId, collectionId)
            : isNull(notifications.collectionId),
          gt(notifications.createdAt, burstWindow),
        ),
      )
      .limit(1);
    if (recent) return null;
  }

  const people = await tx
    .select({ id: users.id, name: users.name, surname: users.surname, userName: users.userName })
    .from(users)
    .where(sql`${users.id} in (${recipientId}, ${actorId})`);
  const actor = people.find((person) => person.id === actorId);
  if (!actor || !people.some((person) => person.id === recipientId)) return null;
  const content = contentOf(cause, actor);

  const [row] = await tx
    .insert(notifications)
    .values({ userId: recipientId, actorId, collectionId, ...content })
    .returning();
  return row ? toNotificationRecord(row) : null;
}

/**
 * After the transaction commits: queue the notification for the recipient's sockets. The bus
 * sends it once the current turn is over, so the request never waits on the hub.
 */
export function publishNotification(
  bus: EventBus,
  userId: string,
  notification: NotificationRecord | null,
) {
  if (notification) bus.notify({ userId, notification });
}
