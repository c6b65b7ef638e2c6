import type { NotificationContent, NotificationRecord } from '@kolekt/shared/notification';
import { and, eq, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notifications, users } from '../../db/schema';

/**
 * The one definition of a notification row, for every writer: its columns, who the actor params
 * name, and the burst rule. The writer (`write-notification.ts`) and price alerts insert it through
 * drizzle; the like statement, kept as one SQL statement for speed (decision 0029), has its
 * insert built here from the same definition.
 */

type NotificationType = NotificationContent['type'];

/** Who is notified of what, by whom, about which collection: the row's columns. */
export interface NotificationRow {
  recipientId: string;
  actorId: string | null;
  collectionId: string | null;
  content: NotificationContent;
}

/** The type column and the params column together are one of the shared contents. */
export function toNotificationRecord(row: typeof notifications.$inferSelect): NotificationRecord {
  return {
    id: row.id,
    ...({ type: row.type, params: row.params } as NotificationContent),
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

export async function insertNotification(
  tx: DbOrTx,
  row: NotificationRow,
): Promise<NotificationRecord | null> {
  const { recipientId, actorId, collectionId, content } = row;
  const [written] = await tx
    .insert(notifications)
    .values({ userId: recipientId, actorId, collectionId, ...content })
    .returning();
  return written ? toNotificationRecord(written) : null;
}

/** The params naming the actor, as the users columns they are read from. */
export const actorParamColumns = {
  actorName: users.name,
  actorSurname: users.surname,
  actorUserName: users.userName,
};

/**
 * A repeated like, follow or member's action by the same person notifies once in this window
 * (like-unlike-like, a member adding ten products); every comment and every invitation notifies.
 */
const burstWindow = sql`now() - interval '1 hour'`;
export const notifiesInBursts = (type: NotificationType) => type !== 'comment' && type !== 'invite';

type Value = string | SQLWrapper;

/** The notifications the same actor's earlier same action wrote within the burst window. */
export function sameBurst(row: {
  recipientId: Value;
  actorId: Value;
  type: Value;
  collectionId: Value | null;
}): SQL {
  return and(
    eq(notifications.userId, row.recipientId),
    eq(notifications.actorId, row.actorId),
    eq(notifications.type, row.type),
    row.collectionId === null
      ? isNull(notifications.collectionId)
      : eq(notifications.collectionId, row.collectionId),
    gt(notifications.createdAt, burstWindow),
  )!;
}

/** A constant of our own code, written into the statement's text (a prepared statement's types). */
function constant(text: string): SQL {
  if (!/^\w+$/.test(text)) throw new Error(`not a constant: ${text}`);
  return sql.raw(`'${text}'`);
}

type ParamColumns<T extends NotificationType> = {
  [K in keyof Extract<NotificationContent, { type: T }>['params']]-?: SQLWrapper;
};

/**
 * The insert of one notification, for a statement that writes it in SQL: the row is selected
 * `from` the statement's own steps, with the params built from the shape's fields, and none is
 * written for one's own things or within a burst. Returns the written row's id, params, is_read
 * and created_at.
 */
export function notificationInsert<T extends NotificationType>(row: {
  recipientId: SQLWrapper;
  actorId: SQLWrapper;
  collectionId: SQLWrapper;
  type: T;
  params: ParamColumns<T>;
  from: SQL;
}): SQL {
  const { recipientId, actorId, collectionId } = row;
  const type = constant(row.type);
  const params = Object.entries(row.params as Record<string, SQLWrapper>).map(
    ([key, value]) => sql`${constant(key)}, ${value}`,
  );
  const burst = notifiesInBursts(row.type)
    ? sql`and not exists (select 1 from ${notifications} where ${sameBurst({ recipientId, actorId, type, collectionId })})`
    : sql``;
  return sql`
    insert into ${notifications} (user_id, actor_id, collection_id, type, params)
    select ${recipientId}, ${actorId}, ${collectionId}, ${type},
      jsonb_build_object(${sql.join(params, sql`, `)})
    ${row.from}
    where ${recipientId} <> ${actorId} ${burst}
    returning id, params, is_read, created_at`;
}
