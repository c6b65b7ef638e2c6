import { createHash } from 'node:crypto';
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections, collectionViews } from '../../db/schema';
import { addressGroup } from '@kolekt/rate-limit/address-group';

/**
 * Who is looking: the user, or for a guest a hash of the address (an IPv6 /64) and nothing the
 * client chooses, so a guest rotating its User-Agent still counts once. Guests sharing one
 * address count once a day together; nothing is stored raw.
 */
export function viewerKey(options: { userId: string | null; ip: string }) {
  if (options.userId) return options.userId;
  return createHash('sha256')
    .update(`guest|${addressGroup(options.ip)}`)
    .digest('hex');
}

/**
 * Whether `viewer` counted a view of the collection (the row of the statement this is selected
 * in) within the last 24 hours: read beside the collection, so a repeat view writes nothing.
 */
export const viewedToday = (viewer: string | Placeholder) => sql<boolean>`exists (
  select 1 from ${collectionViews}
  where ${collectionViews.collectionId} = ${collections.id}
    and ${collectionViews.viewerKey} = ${viewer}
    and ${collectionViews.viewedAt} >= now() - interval '24 hours'
)`;

/**
 * Counts a view not counted today (the header statement found none). The upsert only returns a
 * row when it inserted or the last counted view is older than a day, so two first views racing
 * still count once.
 */
export async function countView(options: {
  db: DbOrTx;
  collectionId: string;
  viewer: string;
}): Promise<boolean> {
  const { db, collectionId, viewer } = options;
  const counted = await db
    .insert(collectionViews)
    .values({ collectionId, viewerKey: viewer })
    .onConflictDoUpdate({
      target: [collectionViews.collectionId, collectionViews.viewerKey],
      set: { viewedAt: sql`now()` },
      setWhere: sql`${collectionViews.viewedAt} < now() - interval '24 hours'`,
    })
    .returning({ collectionId: collectionViews.collectionId });
  if (counted.length === 0) return false;
  await db
    .update(collections)
    .set({ viewCount: sql`${collections.viewCount} + 1` })
    .where(eq(collections.id, collectionId));
  return true;
}
