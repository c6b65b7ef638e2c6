import { serverMessages } from '@kolekt/shared/server-messages';
import type { Profile } from '@kolekt/shared/user';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { follows, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A profile by id or by username, with isEditable and isCurrentUserFollow for the caller. */
export async function getProfile(options: {
  db: DbOrTx;
  callerId: string | null;
  where: SQL;
}): Promise<Profile> {
  const { db, callerId } = options;
  const followed = callerId
    ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${callerId} and ${follows.followingId} = ${users.id})`
    : sql<null>`null`;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      userName: users.userName,
      biography: users.biography,
      profileImagePath: users.profileImagePath,
      followerCount: users.followerCount,
      followingCount: users.followingCount,
      isCurrentUserFollow: followed,
    })
    .from(users)
    .where(options.where)
    .limit(1);
  if (!row) throw notFound(serverMessages.userNotFound);
  const isEditable = row.id === callerId;
  return {
    ...row,
    isEditable,
    isCurrentUserFollow: callerId && !isEditable ? Boolean(row.isCurrentUserFollow) : null,
  };
}

export const byId = (id: string) => eq(users.id, id);
export const byUserName = (userName: string) =>
  sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`;
