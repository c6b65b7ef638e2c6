import {
  commentPreviewLength,
  type NotificationContent,
  type NotificationRecord,
} from '@kolekt/shared/notification';
import type { MemberRole } from '@kolekt/shared/members';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notifications, users } from '../../db/schema';
import type { EventBus } from '../../realtime/event-bus';
import {
  actorParamColumns,
  insertNotification,
  notifiesInBursts,
  sameBurst,
} from './notification-row';

interface AboutCollection {
  collectionId: string;
  collectionName: string;
}

type Cause =
  | { type: 'follow' }
  | ({ type: 'comment'; content: string } & AboutCollection)
  | ({ type: 'invite'; inviteId: string; role: MemberRole } & AboutCollection)
  | ({ type: 'member_joined'; role: MemberRole } & AboutCollection)
  | ({ type: 'member_added'; productId: string; productTitle: string } & AboutCollection);

const preview = (text: string) =>
  text.length > commentPreviewLength ? `${text.slice(0, commentPreviewLength - 3)}...` : text;

/** What happened, with no wording: it is worded in each reader's language when read. */
function contentOf(
  cause: Cause,
  who: { actorName: string; actorSurname: string; actorUserName: string },
): NotificationContent {
  if (cause.type === 'follow') return { type: 'follow', params: who };
  const about = { ...who, collectionId: cause.collectionId, collectionName: cause.collectionName };
  switch (cause.type) {
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
 * own things, nor within a burst (`notification-row.ts`).
 */
export async function writeNotification(
  tx: DbOrTx,
  options: { recipientId: string; actorId: string; cause: Cause },
): Promise<NotificationRecord | null> {
  const { recipientId, actorId, cause } = options;
  if (recipientId === actorId) return null;
  const collectionId = cause.type === 'follow' ? null : cause.collectionId;

  if (notifiesInBursts(cause.type)) {
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(sameBurst({ recipientId, actorId, type: cause.type, collectionId }))
      .limit(1);
    if (recent) return null;
  }

  const people = await tx
    .select({ id: users.id, ...actorParamColumns })
    .from(users)
    .where(sql`${users.id} in (${recipientId}, ${actorId})`);
  const actor = people.find((person) => person.id === actorId);
  if (!actor || !people.some((person) => person.id === recipientId)) return null;
  const { id: _id, ...who } = actor;
  const content = contentOf(cause, who);
  return insertNotification(tx, { recipientId, actorId, collectionId, content });
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
