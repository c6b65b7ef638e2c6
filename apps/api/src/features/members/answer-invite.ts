import type { Collection } from '@kolekt/shared/collection';
import type { InviteAnswer } from '@kolekt/shared/members';
import type { NotificationRecord } from '@kolekt/shared/notification';
import { memberMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { collectionInvites, collectionMembers, notifications } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { EventBus } from '../../realtime/event-bus';
import { getVisibleCollection } from '../collections/get-collection';
import { publishNotification, writeNotification } from '../notifications/write-notification';
import { findInvitation, invitedCollectionId } from './invitations';
import { assertFreeSeat, lockMemberSeats } from './member-seats';

/** An answered invitation's notification is read: it asks nothing any more. */
async function settleNotification(tx: DbOrTx, callerId: string, inviteId: string) {
  await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, callerId),
        eq(notifications.type, 'invite'),
        sql`${notifications.params}->>'inviteId' = ${inviteId}`,
      ),
    );
}

/**
 * Joins the collection an invitation is for. An invitation by username is used up; an invite
 * link stays valid for others until it expires or is withdrawn, and admits someone new only while
 * members and invitations stay within the limit. Someone already a member keeps their role. The
 * owner hears of each new member.
 */
export async function acceptInvite(options: {
  db: Db;
  bus: EventBus;
  callerId: string;
  answer: InviteAnswer;
}): Promise<Collection> {
  const { db, callerId, answer } = options;
  const { ownerId, notification, collectionId } = await db.transaction(async (tx) => {
    // Locked, then read: a removal, withdrawal or archiving committed meanwhile is seen here.
    const lockedId = await invitedCollectionId(tx, answer, callerId);
    await lockMemberSeats({ tx, collectionId: lockedId });
    const invitation = await findInvitation(tx, answer, callerId);
    const { collectionId } = invitation;
    const ownerId = invitation.owner.userId;
    if (ownerId === callerId) throw badRequest(memberMessages.self);
    const [member] = await tx
      .select({ role: collectionMembers.role })
      .from(collectionMembers)
      .where(
        and(
          eq(collectionMembers.collectionId, collectionId),
          eq(collectionMembers.userId, callerId),
        ),
      );
    if (!member && !invitation.inviteeId) {
      await assertFreeSeat({ tx, collectionId, heldBy: callerId });
    }
    const joined = member
      ? []
      : await tx
          .insert(collectionMembers)
          .values({ collectionId, userId: callerId, role: invitation.role })
          .onConflictDoNothing()
          .returning({ userId: collectionMembers.userId });
    // A member needs no invitation by name any more, whichever way they came in.
    const usedUp = await tx
      .delete(collectionInvites)
      .where(
        and(
          eq(collectionInvites.collectionId, collectionId),
          eq(collectionInvites.inviteeId, callerId),
        ),
      )
      .returning({ id: collectionInvites.id });
    for (const invite of usedUp) await settleNotification(tx, callerId, invite.id);
    const written: NotificationRecord | null =
      joined.length > 0
        ? await writeNotification(tx, {
            recipientId: ownerId,
            actorId: callerId,
            cause: {
              type: 'member_joined',
              collectionId,
              collectionName: invitation.collectionName,
              role: invitation.role as 'editor' | 'viewer',
            },
          })
        : null;
    return { ownerId, notification: written, collectionId };
  });
  publishNotification(options.bus, ownerId, notification);
  return getVisibleCollection({ db, id: collectionId, callerId });
}

/** Says no to an invitation by username: it is gone, and the owner may invite again. */
export async function declineInvite(options: { db: Db; callerId: string; inviteId: string }) {
  const { callerId, inviteId } = options;
  await options.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(collectionInvites)
      .where(and(eq(collectionInvites.id, inviteId), eq(collectionInvites.inviteeId, callerId)))
      .returning({ id: collectionInvites.id });
    if (deleted.length === 0) throw notFound(memberMessages.inviteNotFound);
    await settleNotification(tx, callerId, inviteId);
  });
}
