import type { Notification } from '@kolekt/shared/notification';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notifications, users } from '../../db/schema';
import { asLanguage } from '../../http/language';
import type { EventBus } from '../../realtime/event-bus';
import { notificationTexts } from './notification-texts';

type Cause =
  | { type: 'follow' }
  | { type: 'like'; collectionId: string; collectionName: string }
  | { type: 'comment'; collectionId: string; collectionName: string; content: string };

/** A repeated like or follow by the same person within this window notifies only once. */
const burstWindow = sql`now() - interval '1 hour'`;

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

/**
 * Writes the notification inside the caller's transaction, in the recipient's language. Nothing
 * for one's own things, and a like-unlike-like or follow-unfollow-follow burst notifies once.
 */
export async function writeNotification(
  tx: DbOrTx,
  options: { recipientId: string; actorId: string; cause: Cause },
): Promise<Notification | null> {
  const { recipientId, actorId, cause } = options;
  if (recipientId === actorId) return null;
  const collectionId = cause.type === 'follow' ? null : cause.collectionId;

  if (cause.type !== 'comment') {
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
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      userName: users.userName,
      language: users.language,
    })
    .from(users)
    .where(sql`${users.id} in (${recipientId}, ${actorId})`);
  const recipient = people.find((person) => person.id === recipientId);
  const actor = people.find((person) => person.id === actorId);
  if (!recipient || !actor) return null;
  const language = asLanguage(recipient.language);
  const text =
    cause.type === 'follow'
      ? notificationTexts.follow[language](actor)
      : cause.type === 'like'
        ? notificationTexts.like[language](actor, cause.collectionName)
        : notificationTexts.comment[language](actor, cause.collectionName, cause.content);

  const [row] = await tx
    .insert(notifications)
    .values({ userId: recipientId, actorId, type: cause.type, collectionId, ...text })
    .returning();
  return row ? toNotification(row) : null;
}

/** After the transaction commits: hand the notification to the bus for the recipient's sockets. */
export async function publishNotification(
  bus: EventBus,
  userId: string,
  notification: Notification | null,
) {
  if (notification) await bus.publish({ userId, notification });
}
