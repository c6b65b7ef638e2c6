import { maxMembers } from '@kolekt/shared/members';
import { memberMessages } from '@kolekt/shared/server-messages';
import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionInvites, collectionMembers, collections } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * Locks the collection's row until the transaction ends. Everything that changes who is in
 * (joining, inviting, removing) takes this lock first, so of many at once each counts and checks
 * what the others committed: no two joins see the last seat free. `no key update` is the lock an
 * update of a counter takes, so foreign-key checks of other writers never wait on it.
 */
export async function lockMemberSeats(options: { tx: DbOrTx; collectionId: string }) {
  await options.tx
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, options.collectionId))
    .for('no key update');
}

/**
 * Refuses a new member or invitation when members and live invitations together would pass
 * `maxMembers`. Call it under `lockMemberSeats`, in the transaction that then takes the seat.
 */
export async function assertFreeSeat(options: {
  tx: DbOrTx;
  collectionId: string;
  /** This person's invitation by name already holds their seat: it is not counted. */
  heldBy?: string;
}) {
  const { tx, collectionId, heldBy } = options;
  const [[members], [invites]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(collectionMembers)
      .where(eq(collectionMembers.collectionId, collectionId)),
    tx
      .select({ n: count() })
      .from(collectionInvites)
      .where(
        and(
          eq(collectionInvites.collectionId, collectionId),
          gt(collectionInvites.expiresAt, new Date()),
          heldBy
            ? or(isNull(collectionInvites.inviteeId), ne(collectionInvites.inviteeId, heldBy))
            : undefined,
        ),
      ),
  ]);
  if ((members?.n ?? 0) + (invites?.n ?? 0) >= maxMembers) throw conflict(memberMessages.tooMany);
}
