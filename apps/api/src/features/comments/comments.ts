import type { Comment } from '@kolekt/shared/comment';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import { commentMessages } from '@kolekt/shared/server-messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { collections, comments, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { pageWindow, toPage } from '../../lib/paging';
import { visibleTo } from '../collections/collection-query';
import { getVisibleCollection } from '../collections/get-collection';
import { publishNotification, writeNotification } from '../notifications/write-notification';

/**
 * Posts on a collection the caller may see; its owner is notified. Answers the new id. The
 * collection's comment counter moves in the same transaction, atomically, so it stays equal to
 * the rows under concurrent posts (the list and the badge never count(*) per request).
 */
export async function createComment(options: {
  ctx: Pick<AppContext, 'database' | 'bus'>;
  callerId: string;
  input: { collectionId: string; content: string };
}): Promise<string> {
  const { ctx, callerId, input } = options;
  const db = ctx.database.db;
  const collection = await getVisibleCollection({ db, id: input.collectionId, callerId });
  const { id, notification } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ collectionId: collection.id, userId: callerId, content: input.content })
      .returning({ id: comments.id });
    await tx
      .update(collections)
      .set({ commentCount: sql`${collections.commentCount} + 1` })
      .where(eq(collections.id, collection.id));
    const written = await writeNotification(tx, {
      recipientId: collection.userId,
      actorId: callerId,
      cause: {
        type: 'comment',
        collectionId: collection.id,
        collectionName: collection.name,
        content: input.content,
      },
    });
    return { id: row!.id, notification: written };
  });
  publishNotification(ctx.bus, collection.userId, notification);
  return id;
}

/**
 * A collection's comments, newest first; the collection must be visible to the caller. The
 * total is the collection's counter, exact without counting rows.
 */
export async function listComments(options: {
  db: DbOrTx;
  callerId: string | null;
  collectionId: string;
  paging: Paging;
}): Promise<PagedResult<Comment>> {
  const { db, callerId, collectionId, paging } = options;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  const window = pageWindow(paging);
  const rows = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      collectionId: comments.collectionId,
      content: comments.content,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
      name: users.name,
      surname: users.surname,
      userName: users.userName,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.collectionId, collectionId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(
    rows.map(({ name, surname, userName, createdAt, updatedAt, ...comment }) => ({
      ...comment,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      user: { name, surname, userName },
    })),
    paging,
    collection.commentCount,
  );
}

/**
 * Deletes a comment: its author may, and so may the owner of the collection it is on. The counter
 * moves only when this call really deleted the row, in the same transaction, so two concurrent
 * deletes of one comment take it down once.
 */
export async function deleteComment(options: { db: DbOrTx; callerId: string; commentId: string }) {
  const { db, callerId, commentId } = options;
  const [found] = await db
    .select({
      authorId: comments.userId,
      collectionId: comments.collectionId,
      ownerId: collections.userId,
    })
    .from(comments)
    .innerJoin(collections, eq(collections.id, comments.collectionId))
    .where(and(eq(comments.id, commentId), visibleTo(callerId)))
    .limit(1);
  // A comment on a collection the caller cannot see is, for the caller, not there at all.
  if (!found) throw notFound(commentMessages.notFound);
  if (found.authorId !== callerId && found.ownerId !== callerId)
    throw forbidden(commentMessages.notYours);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(comments)
      .where(eq(comments.id, commentId))
      .returning({ collectionId: comments.collectionId });
    if (deleted.length === 0) return;
    await tx
      .update(collections)
      .set({ commentCount: sql`${collections.commentCount} - 1` })
      .where(eq(collections.id, found.collectionId));
  });
}
