import type { Member, MemberRole } from '@kolekt/shared/members';
import { memberMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { collectionInvites, collectionMembers, collectionRemovals, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { lockMemberSeats } from './member-seats';
import { collectionManagedBy } from './owned-collection';
import { personColumns } from './people';

const membership = (collectionId: string, userId: string) =>
  and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId));

/** The owner makes a member an editor or a viewer. */
export async function changeMemberRole(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  userId: string;
  role: MemberRole;
}): Promise<Member> {
  const { db, callerId, collectionId, userId, role } = options;
  await collectionManagedBy(db, collectionId, callerId);
  const [changed] = await db
    .update(collectionMembers)
    .set({ role })
    .where(membership(collectionId, userId))
    .returning({ joinedAt: collectionMembers.createdAt });
  if (!changed) throw notFound(memberMessages.notFound);
  const [person] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return { ...person!, role, joinedAt: changed.joinedAt.toISOString() };
}

/**
 * The owner removes a member, or a member leaves. Access ends with the row: every read checks
 * membership in the database, so the next request of a removed member already gets a 404. A
 * removal is remembered, so no invitation made before it lets the person back (decision 0048);
 * leaving is the member's own choice and bars nothing.
 */
export async function removeMember(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  userId: string;
}): Promise<'left' | 'removed'> {
  const { db, callerId, collectionId, userId } = options;
  const leaving = userId === callerId;
  if (!leaving) await collectionManagedBy(db, collectionId, callerId);
  await db.transaction(async (tx) => {
    await lockMemberSeats({ tx, collectionId });
    const deleted = await tx
      .delete(collectionMembers)
      .where(membership(collectionId, userId))
      .returning({ userId: collectionMembers.userId });
    if (deleted.length === 0) throw notFound(memberMessages.notFound);
    if (leaving) return;
    await tx
      .insert(collectionRemovals)
      .values({ collectionId, userId })
      .onConflictDoUpdate({
        target: [collectionRemovals.collectionId, collectionRemovals.userId],
        set: { removedAt: sql`now()` },
      });
    await tx
      .delete(collectionInvites)
      .where(
        and(
          eq(collectionInvites.collectionId, collectionId),
          eq(collectionInvites.inviteeId, userId),
        ),
      );
  });
  return leaving ? 'left' : 'removed';
}
