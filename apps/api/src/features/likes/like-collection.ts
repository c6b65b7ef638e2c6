import { serverMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { collections, likes } from '../../db/schema';
import { forbidden } from '../../http/app-error';
import type { AppContext } from '../../context';
import { getVisibleCollection } from '../collections/get-collection';
import { publishNotification, writeNotification } from '../notifications/write-notification';

export interface LikeState {
  likeCount: number;
  isCurrentUserLiked: boolean;
}

async function likeState(db: Db, collectionId: string, liked: boolean): Promise<LikeState> {
  const [row] = await db
    .select({ likeCount: collections.likeCount })
    .from(collections)
    .where(eq(collections.id, collectionId));
  return { likeCount: row?.likeCount ?? 0, isCurrentUserLiked: liked };
}

/**
 * Likes a collection the caller may see. Idempotent: the like row's primary key admits one per
 * user, and the counter moves only when a row was really inserted, in the same transaction.
 */
export async function likeCollection(options: {
  ctx: Pick<AppContext, 'database' | 'bus'>;
  callerId: string;
  collectionId: string;
}) {
  const { ctx, callerId, collectionId } = options;
  const db = ctx.database.db;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  if (collection.isImmutable) throw forbidden(serverMessages.collectionNotLikeable);
  const notification = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ collectionId, userId: callerId })
      .onConflictDoNothing()
      .returning({ userId: likes.userId });
    if (inserted.length === 0) return null;
    await tx
      .update(collections)
      .set({ likeCount: sql`${collections.likeCount} + 1` })
      .where(eq(collections.id, collectionId));
    return writeNotification(tx, {
      recipientId: collection.userId,
      actorId: callerId,
      cause: { type: 'like', collectionId, collectionName: collection.name },
    });
  });
  await publishNotification(ctx.bus, collection.userId, notification);
  return likeState(db, collectionId, true);
}

/** Removes the caller's like, if any; the counter moves only when a row was deleted. */
export async function unlikeCollection(options: {
  db: Db;
  callerId: string;
  collectionId: string;
}) {
  const { db, callerId, collectionId } = options;
  await getVisibleCollection({ db, id: collectionId, callerId });
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(likes)
      .where(and(eq(likes.collectionId, collectionId), eq(likes.userId, callerId)))
      .returning({ userId: likes.userId });
    if (deleted.length === 0) return;
    await tx
      .update(collections)
      .set({ likeCount: sql`${collections.likeCount} - 1` })
      .where(eq(collections.id, collectionId));
  });
  return likeState(db, collectionId, false);
}
