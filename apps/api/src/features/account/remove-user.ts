import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  collectionViews,
  collections,
  comments,
  follows,
  likes,
  mailOutbox,
  users,
} from '../../db/schema';
import { dropRegistrations } from '../auth/registrations';

/**
 * Deletes a user and everything they own in one transaction, keeping every counter other people
 * see right. Rows on other people's things (likes, comments, follows) are deleted first, each
 * with the counter it moved taken back by the same statement; the user row's delete then
 * cascades to what is theirs alone: collections (with the likes, comments and product links on
 * them), product details, notifications to and from them, tokens, codes and the picture. The
 * outbox's mail to the address, sent or not, goes in the same transaction (decision 0055).
 */
export async function removeUser(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    // A like, comment or follow of this user still in flight either commits before this lock
    // (and is taken back below) or waits for it and then finds no user.
    const [locked] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!locked) return;

    await tx.execute(sql`
      with gone as (
        delete from ${likes} where ${likes.userId} = ${userId} returning ${likes.collectionId}
      )
      update ${collections} set like_count = ${collections.likeCount} - 1
      from gone where ${collections.id} = gone.collection_id`);
    await tx.execute(sql`
      with gone as (
        delete from ${comments} where ${comments.userId} = ${userId}
        returning ${comments.collectionId}
      ),
      per_collection as (select collection_id, count(*)::int as n from gone group by collection_id)
      update ${collections} set comment_count = ${collections.commentCount} - per_collection.n
      from per_collection where ${collections.id} = per_collection.collection_id`);
    await tx.execute(sql`
      with gone as (
        delete from ${follows} where ${follows.followerId} = ${userId}
        returning ${follows.followingId}
      )
      update ${users} set follower_count = ${users.followerCount} - 1
      from gone where ${users.id} = gone.following_id`);
    await tx.execute(sql`
      with gone as (
        delete from ${follows} where ${follows.followingId} = ${userId}
        returning ${follows.followerId}
      )
      update ${users} set following_count = ${users.followingCount} - 1
      from gone where ${users.id} = gone.follower_id`);
    // Views stay counted (they happened); only the key that names this user goes.
    await tx.delete(collectionViews).where(eq(collectionViews.viewerKey, userId));
    await tx.delete(users).where(eq(users.id, userId));
    // The address goes with the account: no mail kept or still to go, no sign-up of it.
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${locked.email.toLowerCase()}`);
    await dropRegistrations(tx, { email: locked.email });
  });
}
