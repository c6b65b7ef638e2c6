import {
  maxPendingInvitations,
  type Invitation,
  type InviteAnswer,
  type MemberRole,
} from '@kolekt/shared/members';
import { collectionStatus } from '@kolekt/shared/collection';
import { memberMessages } from '@kolekt/shared/server-messages';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionInvites, collectionRemovals, collections, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashInviteToken } from './invite';
import { personColumns } from './people';

/** A live invitation: not expired, to an active collection. */
const live = () =>
  and(
    gt(collectionInvites.expiresAt, new Date()),
    eq(collections.status, collectionStatus.active),
  )!;

/**
 * Made after the owner last removed the caller from its collection, if ever: a removed member's
 * old links and invitations no longer admit them; one made later does (decision 0048).
 */
const madeSinceRemovalOf = (callerId: string): SQL =>
  sql`not exists (select 1 from ${collectionRemovals} where ${collectionRemovals.collectionId} = ${collectionInvites.collectionId} and ${collectionRemovals.userId} = ${callerId} and ${collectionRemovals.removedAt} >= ${collectionInvites.createdAt})`;

function selectInvitations(db: DbOrTx, where: SQL, callerId: string | null) {
  return db
    .select({
      inviteId: collectionInvites.id,
      role: collectionInvites.role,
      inviteeId: collectionInvites.inviteeId,
      expiresAt: collectionInvites.expiresAt,
      collectionId: collections.id,
      collectionName: collections.name,
      owner: personColumns,
    })
    .from(collectionInvites)
    .innerJoin(collections, eq(collections.id, collectionInvites.collectionId))
    .innerJoin(users, eq(users.id, collections.userId))
    .where(and(live(), where, callerId ? madeSinceRemovalOf(callerId) : undefined));
}

type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

export function toInvitation(row: InvitationRow): Invitation {
  return {
    inviteId: row.inviteId,
    role: row.role as MemberRole,
    expiresAt: row.expiresAt.toISOString(),
    collectionId: row.collectionId,
    collectionName: row.collectionName,
    owner: row.owner,
  };
}

/**
 * Which invitation an answer names: an invite link by its secret (anyone holding it), or an
 * invitation by its id (only the invited person; a guest names none).
 */
function answered(answer: InviteAnswer, callerId: string | null): SQL {
  if ('token' in answer) return eq(collectionInvites.tokenHash, hashInviteToken(answer.token));
  if (!callerId) return sql`false`;
  return and(eq(collectionInvites.id, answer.inviteId), eq(collectionInvites.inviteeId, callerId))!;
}

/** The invitation an answer names. Expired, withdrawn, someone else's or outdated: 404. */
export async function findInvitation(
  db: DbOrTx,
  answer: InviteAnswer,
  callerId: string | null,
): Promise<InvitationRow> {
  const [row] = await selectInvitations(db, answered(answer, callerId), callerId).limit(1);
  if (!row) throw notFound(memberMessages.inviteNotFound);
  return row;
}

/** The collection an answer's invitation is for, read to lock it before the invitation is. */
export async function invitedCollectionId(
  db: DbOrTx,
  answer: InviteAnswer,
  callerId: string,
): Promise<string> {
  const [row] = await db
    .select({ collectionId: collectionInvites.collectionId })
    .from(collectionInvites)
    .where(answered(answer, callerId))
    .limit(1);
  if (!row) throw notFound(memberMessages.inviteNotFound);
  return row.collectionId;
}

/** Invitations by username waiting for the caller's answer, oldest first, at most a page of 50. */
export async function pendingInvitations(db: DbOrTx, callerId: string): Promise<Invitation[]> {
  const rows = await selectInvitations(db, eq(collectionInvites.inviteeId, callerId), callerId)
    .orderBy(asc(collectionInvites.createdAt), asc(collectionInvites.id))
    .limit(maxPendingInvitations);
  return rows.map(toInvitation);
}
