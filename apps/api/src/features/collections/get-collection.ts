import { collectionStatus, type Collection } from '@kolekt/shared/collection';
import { collectionMessages, serverMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionMembers, collections } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { selectCollections, toCollection, visibleTo } from './collection-query';

/** A collection the caller may see, or 404 — the same 404 whether it is missing or private. */
export async function getVisibleCollection(options: {
  db: DbOrTx;
  id: string;
  callerId: string | null;
}): Promise<Collection> {
  const [row] = await selectCollections(options.db, options.callerId)
    .where(and(eq(collections.id, options.id), visibleTo(options.callerId)))
    .limit(1);
  if (!row) throw notFound(collectionMessages.notFound);
  return toCollection(row, options.callerId);
}

/** The caller's own collection (any status but deleted), or 404 as if it did not exist. */
export async function getOwnCollection(options: { db: DbOrTx; id: string; callerId: string }) {
  const [row] = await options.db
    .select()
    .from(collections)
    .where(and(eq(collections.id, options.id), eq(collections.userId, options.callerId)))
    .limit(1);
  if (!row || row.status === collectionStatus.deleted) throw notFound(collectionMessages.notFound);
  return row;
}

/**
 * A collection whose products the caller may change (issue #14): their own, or one they are an
 * editor of, while it is active. A viewer is refused (they know it exists); anyone else gets the
 * 404 of a missing collection.
 */
export async function getEditableCollection(options: { db: DbOrTx; id: string; callerId: string }) {
  const [row] = await options.db
    .select({ collection: collections, memberRole: collectionMembers.role })
    .from(collections)
    .leftJoin(
      collectionMembers,
      and(
        eq(collectionMembers.collectionId, collections.id),
        eq(collectionMembers.userId, options.callerId),
      ),
    )
    .where(eq(collections.id, options.id))
    .limit(1);
  const isOwner = row?.collection.userId === options.callerId;
  const status = row?.collection.status;
  if (!row || status === collectionStatus.deleted || (!isOwner && !row.memberRole)) {
    throw notFound(collectionMessages.notFound);
  }
  // A member of an archived collection sees nothing of it, as if it did not exist.
  if (!isOwner && status !== collectionStatus.active) throw notFound(collectionMessages.notFound);
  if (!isOwner && row.memberRole !== 'editor') throw forbidden(serverMessages.notAllowed);
  if (status !== collectionStatus.active) throw forbidden(serverMessages.collectionNotActive);
  return { ...row.collection, byEditor: !isOwner };
}
