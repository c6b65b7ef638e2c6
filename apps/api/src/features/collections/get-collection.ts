import { collectionStatus, type Collection } from '@kolekt/shared/collection';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';
import { notFound } from '../../http/app-error';
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
