import { createHash, randomBytes } from 'node:crypto';
import {
  inviteByNameDays,
  type InviteLink,
  type MemberRole,
  type PendingInvite,
} from '@kolekt/shared/members';
import type { NotificationRecord } from '@kolekt/shared/notification';
import { memberMessages, serverMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { collectionInvites, collectionMembers, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { EventBus } from '../../realtime/event-bus';
import { publishNotification, writeNotification } from '../notifications/write-notification';
import { assertFreeSeat, lockMemberSeats } from './member-seats';
import { collectionManagedBy } from './owned-collection';
import { personColumns } from './people';

const dayMs = 24 * 60 * 60 * 1000;

/** Invite links keep only the SHA-256 of their secret: a leaked table opens no collection. */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Invites a person by username. Asking again renews the same invitation (new role, new expiry)
 * without a second notification; the invited person is notified of a new one at once.
 */
export async function inviteByName(options: {
  db: Db;
  bus: EventBus;
  callerId: string;
  collectionId: string;
  userName: string;
  role: MemberRole;
}): Promise<PendingInvite> {
  const { db, callerId, collectionId, role } = options;
  const collection = await collectionManagedBy(db, collectionId, callerId);
  const [person] = await db
    .select(personColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${options.userName})`)
    .limit(1);
  if (!person) throw notFound(serverMessages.userNotFound);
  if (person.userId === callerId) throw badRequest(memberMessages.self);

  const expiresAt = new Date(Date.now() + inviteByNameDays * dayMs);
  const { invite, notification } = await db.transaction(async (tx) => {
    await lockMemberSeats({ tx, collectionId });
    const [member] = await tx
      .select({ role: collectionMembers.role })
      .from(collectionMembers)
      .where(
        and(
          eq(collectionMembers.collectionId, collectionId),
          eq(collectionMembers.userId, person.userId),
        ),
      );
    if (member) throw conflict(memberMessages.already);
    await assertFreeSeat({ tx, collectionId, heldBy: person.userId });
    const [row] = await tx
      .insert(collectionInvites)
      .values({ collectionId, role, inviteeId: person.userId, createdBy: callerId, expiresAt })
      .onConflictDoUpdate({
        target: [collectionInvites.collectionId, collectionInvites.inviteeId],
        set: { role, expiresAt, createdBy: callerId },
      })
      .returning({
        id: collectionInvites.id,
        createdAt: collectionInvites.createdAt,
        isNew: sql<boolean>`xmax = 0`,
      });
    const invite = row!;
    const written: NotificationRecord | null = invite.isNew
      ? await writeNotification(tx, {
          recipientId: person.userId,
          actorId: callerId,
          cause: {
            type: 'invite',
            collectionId,
            collectionName: collection.name,
            inviteId: invite.id,
            role,
          },
        })
      : null;
    return { invite, notification: written };
  });
  publishNotification(options.bus, person.userId, notification);
  return {
    id: invite.id,
    role,
    invitee: person,
    expiresAt: expiresAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
  };
}

/** A new invite link: its secret is answered once and kept only as a hash. */
export async function createInviteLink(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  role: MemberRole;
  days: number;
}): Promise<InviteLink> {
  const { db, callerId, collectionId, role } = options;
  await collectionManagedBy(db, collectionId, callerId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + options.days * dayMs);
  const id = await db.transaction(async (tx) => {
    await lockMemberSeats({ tx, collectionId });
    await assertFreeSeat({ tx, collectionId });
    const [row] = await tx
      .insert(collectionInvites)
      .values({
        collectionId,
        role,
        tokenHash: hashInviteToken(token),
        createdBy: callerId,
        expiresAt,
      })
      .returning({ id: collectionInvites.id });
    return row!.id;
  });
  return { id, token, role, expiresAt: expiresAt.toISOString() };
}

/** The owner withdraws an invitation or a link: it stops working at once. */
export async function revokeInvite(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  inviteId: string;
}) {
  const { db, callerId, collectionId, inviteId } = options;
  await collectionManagedBy(db, collectionId, callerId);
  const deleted = await db
    .delete(collectionInvites)
    .where(
      and(eq(collectionInvites.id, inviteId), eq(collectionInvites.collectionId, collectionId)),
    )
    .returning({ id: collectionInvites.id });
  if (deleted.length === 0) throw notFound(memberMessages.inviteNotFound);
}
