import type { NotificationRecord } from '@kolekt/shared/notification';
import { collectionMessages, serverMessages } from '@kolekt/shared/server-messages';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import type { AppContext } from '../../context';
import { publishNotification } from '../notifications/write-notification';
import { deleteLike, insertLike, type LikeRow } from './like-statements';

export interface LikeState {
  likeCount: number;
  isCurrentUserLiked: boolean;
}

/** The same 404 whether the collection is missing or not the caller's to see. */
function visible<Row>(row: Row | undefined): Row {
  if (!row) throw notFound(collectionMessages.notFound);
  return row;
}

/** The notification row as the bus carries it (the hub words it for each reader). */
function toLikeNotification(written: NonNullable<LikeRow['notification']>): NotificationRecord {
  return {
    id: written.id,
    type: 'like',
    params: written.params as Extract<NotificationRecord, { type: 'like' }>['params'],
    createdAt: new Date(written.createdAt).toISOString(),
    isRead: written.isRead,
  };
}

/**
 * Likes a collection the caller may see, in one statement (decision 0029). Idempotent: the like
 * row's primary key admits one per user, and the counter and the notification follow only a row
 * really inserted. The notification leaves for the owner's sockets after the reply, batched.
 */
export async function likeCollection(options: {
  ctx: Pick<AppContext, 'database' | 'bus'>;
  callerId: string;
  collectionId: string;
}): Promise<LikeState> {
  const { ctx, callerId, collectionId } = options;
  const row = visible(await insertLike(ctx.database.db, callerId, collectionId));
  if (row.isImmutable) throw forbidden(serverMessages.collectionNotLikeable);
  if (row.notification) {
    publishNotification(ctx.bus, row.ownerId, toLikeNotification(row.notification));
  }
  return { likeCount: row.likeCount, isCurrentUserLiked: true };
}

/** Removes the caller's like, if any, in one statement; the counter moves only with a row. */
export async function unlikeCollection(options: {
  db: Db;
  callerId: string;
  collectionId: string;
}): Promise<LikeState> {
  const { db, callerId, collectionId } = options;
  const row = visible(await deleteLike(db, callerId, collectionId));
  return { likeCount: row.likeCount, isCurrentUserLiked: false };
}
