import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FollowListUser } from '@kolekt/shared/user';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { follows, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageWindow, toPage } from '../../lib/paging';

/**
 * Followers (people following `userId`) or followings (people `userId` follows), newest first,
 * each with whether the caller follows them.
 */
export async function listFollows(options: {
  db: DbOrTx;
  callerId: string | null;
  userId: string;
  direction: 'followers' | 'followings';
  paging: Paging;
}): Promise<PagedResult<FollowListUser>> {
  const { db, callerId, userId, direction, paging } = options;
  const [owner] = await db
    .select({ followerCount: users.followerCount, followingCount: users.followingCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!owner) throw notFound(serverMessages.userNotFound);

  const [anchor, person] =
    direction === 'followers'
      ? [follows.followingId, follows.followerId]
      : [follows.followerId, follows.followingId];
  const isFollowing = callerId
    ? sql<boolean>`exists (select 1 from ${follows} f2 where f2.follower_id = ${callerId} and f2.following_id = ${users.id})`
    : sql<boolean>`false`;
  const window = pageWindow(paging);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      userName: users.userName,
      profileImagePath: users.profileImagePath,
      isFollowing,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, person))
    .where(eq(anchor, userId))
    .orderBy(desc(follows.createdAt), desc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = direction === 'followers' ? owner.followerCount : owner.followingCount;
  return toPage(
    rows.map((row) => ({ ...row, isFollowing: Boolean(row.isFollowing) })),
    paging,
    total,
  );
}
