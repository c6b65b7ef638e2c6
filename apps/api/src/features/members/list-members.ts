import { maxMembers, type MemberRole, type Members } from '@kolekt/shared/members';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { collectionInvites, collectionMembers, users } from '../../db/schema';
import { getVisibleCollection } from '../collections/get-collection';
import { personColumns } from './people';

const invitee = alias(users, 'invitee');

/**
 * Who keeps a collection: its owner and members, for everyone who may see it; its pending
 * invitations and links for the owner only.
 */
export async function listMembers(options: {
  db: DbOrTx;
  collectionId: string;
  callerId: string | null;
}): Promise<Members> {
  const { db, collectionId, callerId } = options;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  const isOwner = collection.userId === callerId;
  const [owners, members, invites] = await Promise.all([
    db.select(personColumns).from(users).where(eq(users.id, collection.userId)),
    db
      .select({
        ...personColumns,
        role: collectionMembers.role,
        joinedAt: collectionMembers.createdAt,
      })
      .from(collectionMembers)
      .innerJoin(users, eq(users.id, collectionMembers.userId))
      .where(eq(collectionMembers.collectionId, collectionId))
      .orderBy(asc(collectionMembers.createdAt), asc(users.id))
      .limit(maxMembers),
    isOwner
      ? db
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
          .orderBy(asc(collectionInvites.createdAt), asc(collectionInvites.id))
          .limit(maxMembers)
      : Promise.resolve([]),
  ]);
  return {
    owner: owners[0]!,
    members: members.map((member) => ({
      ...member,
      role: member.role as MemberRole,
      joinedAt: member.joinedAt.toISOString(),
    })),
    invites: invites.map(({ id, role, expiresAt, createdAt, userId, ...person }) => ({
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
    })),
  };
}
