import type { Collection, updateCollectionSchema } from '@kolekt/shared/collection';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../../db/database';
import { collections } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { getOwnCollection, getVisibleCollection } from './get-collection';

/** Spec §4: active→archived, archived→active, active→deleted; staying put is always fine. */
const allowedTransitions: Record<number, readonly number[]> = {
  0: [0, 1, 2],
  2: [2, 0],
};

/**
 * Edits name, description, visibility, status and whether it is a gift list: the owner's alone
 * (members never change the collection itself), and never the default collection.
 */
export async function updateCollection(options: {
  db: Db;
  callerId: string;
  input: z.output<typeof updateCollectionSchema>;
}): Promise<Collection | null> {
  const { db, callerId, input } = options;
  const current = await getOwnCollection({ db, id: input.id, callerId });
  if (current.isImmutable) throw forbidden(collectionMessages.immutable);
  if (!allowedTransitions[current.status]?.includes(input.status)) {
    throw badRequest(collectionMessages.transition);
  }
  const [updated] = await db
    .update(collections)
    .set({
      name: input.name,
      description: input.description || null,
      isPublic: input.isPublic,
      status: input.status,
      isGiftList: input.isGiftList,
      updatedAt: sql`now()`,
    })
    // The status guard makes a concurrent delete win: a deleted collection stays deleted.
    .where(sql`${eq(collections.id, input.id)} and ${collections.status} = ${current.status}`)
    .returning({ id: collections.id });
  if (!updated) throw notFound(collectionMessages.notFound);
  if (input.status === 1) return null;
  return getVisibleCollection({ db, id: input.id, callerId });
}
