import type { MemberRole, PendingInvite } from '@kolekt/shared/members';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { collectionInvites, users } from '../../db/schema';
import { collectionManagedBy } from './owned-collection';

const invitee = alias(users, 'invitee');

/**
 * A collection's invitations and links still waiting, oldest first: its owner's alone (a member
 * is refused, anyone else gets the 404 of a missing collection). All of them, unpaged: every new
 * one takes a seat under the collection's lock (member-seats.ts), so there are at most
 * `maxMembers`.
 */
export async function listInvites(options: {
  db: DbOrTx;
  collectionId: string;
  callerId: string;
}): Promise<PendingInvite[]> {
  const { db, collectionId, callerId } = options;
  await collectionManagedBy(db, collectionId, callerId);
  const rows = await db
    .select({
      id: collectionInvites.id,
      role: collectionInvites.role,
      expiresAt: collectionInvites.expiresAt,
      createdAt: collectionInvites.createdAt,
      userId: invitee.id,
      name: invitee.name,
      surname: invitee.surname,
      userName: invitee.userName,
      profileImagePath: invitee.profileImagePath,
    })
    .from(collectionInvites)
    .leftJoin(invitee, eq(invitee.id, collectionInvites.inviteeId))
    .where(
      and(
        eq(collectionInvites.collectionId, collectionId),
        gt(collectionInvites.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(collectionInvites.createdAt), asc(collectionInvites.id));
  return rows.map(({ id, role, expiresAt, createdAt, userId, ...person }) => ({
    id,
    role: role as MemberRole,
    invitee: userId
      ? {
          userId,
          ...person,
          name: person.name!,
          surname: person.surname!,
          userName: person.userName!,
        }
      : null,
    expiresAt: expiresAt.toISOString(),
    createdAt: createdAt.toISOString(),
  }));
}
