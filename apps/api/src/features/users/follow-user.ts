import { followMessages, serverMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { follows, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { publishNotification, writeNotification } from '../notifications/write-notification';

export interface FollowState {
  isCurrentUserFollow: boolean;
  followerCount: number;
}

async function assertAllowed(
  ctx: Pick<AppContext, 'database'>,
  callerId: string,
  followerId: string,
  followingId: string,
) {
  if (followerId !== callerId) throw forbidden(followMessages.notCaller);
  if (followerId === followingId) throw badRequest(followMessages.self);
  const [target] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, followingId))
    .limit(1);
  if (!target) throw notFound(serverMessages.userNotFound);
}

async function followerCount(ctx: Pick<AppContext, 'database'>, userId: string) {
  const [row] = await ctx.database.db
    .select({ followerCount: users.followerCount })
    .from(users)
    .where(eq(users.id, userId));
  return row?.followerCount ?? 0;
}

/** Counters on both people move only when the follow row really changes, in one transaction. */
async function adjustCounts(tx: DbOrTx, followerId: string, followingId: string, delta: 1 | -1) {
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} + ${delta}` })
    .where(eq(users.id, followerId));
  await tx
    .update(users)
    .set({ followerCount: sql`${users.followerCount} + ${delta}` })
    .where(eq(users.id, followingId));
}

/** Idempotent follow, with a notification for the followed person. */
export async function followUser(options: {
  ctx: Pick<AppContext, 'database' | 'bus'>;
  callerId: string;
  followerId: string;
  followingId: string;
}): Promise<FollowState> {
  const { ctx, callerId, followerId, followingId } = options;
  await assertAllowed(ctx, callerId, followerId, followingId);
  const notification = await ctx.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId, followingId })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (inserted.length === 0) return null;
    await adjustCounts(tx, followerId, followingId, 1);
    return writeNotification(tx, {
      recipientId: followingId,
      actorId: followerId,
      cause: { type: 'follow' },
    });
  });
  publishNotification(ctx.bus, followingId, notification);
  return { isCurrentUserFollow: true, followerCount: await followerCount(ctx, followingId) };
}

/** Idempotent unfollow; it notifies nobody. */
export async function unfollowUser(options: {
  ctx: Pick<AppContext, 'database'>;
  callerId: string;
  followerId: string;
  followingId: string;
}): Promise<FollowState> {
  const { ctx, callerId, followerId, followingId } = options;
  await assertAllowed(ctx, callerId, followerId, followingId);
  await ctx.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
      .returning({ followerId: follows.followerId });
    if (deleted.length > 0) await adjustCounts(tx, followerId, followingId, -1);
  });
  return { isCurrentUserFollow: false, followerCount: await followerCount(ctx, followingId) };
}
