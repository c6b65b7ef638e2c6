import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections, collectionViews } from '../../db/schema';
import { addressGroup } from '../../lib/client-address';

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
 * Counts a view unless the owner is looking; the same viewer counts once per 24 hours. The
 * upsert only returns a row when it inserted or the last counted view is older than a day.
 */
export async function recordView(options: {
  db: DbOrTx;
  collectionId: string;
  ownerId: string;
  viewer: string;
}): Promise<boolean> {
  const { db, collectionId, ownerId, viewer } = options;
  if (viewer === ownerId) return false;
  // A repeat view within the day is only read: the upsert would lock the row and write WAL on
  // every page view. The upsert still decides when two first views race.
  const [recent] = await db
    .select({ viewedAt: collectionViews.viewedAt })
    .from(collectionViews)
    .where(
      and(
        eq(collectionViews.collectionId, collectionId),
        eq(collectionViews.viewerKey, viewer),
        gte(collectionViews.viewedAt, sql`now() - interval '24 hours'`),
      ),
    )
    .limit(1);
  if (recent) return false;
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
