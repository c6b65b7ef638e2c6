import { collectionStatus } from '@kolekt/shared/collection';
import type { Paging } from '@kolekt/shared/paging';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collections } from '../../db/schema';
import { memberOf, publicActive } from './collection-query';
import { listCollections } from './list-collections';

interface ListOptions {
  db: DbOrTx;
  callerId: string | null;
  paging: Paging;
}

const newestFirst = [desc(collections.createdAt), desc(collections.id)];
const ownedWith = (userId: string, status: number) =>
  and(eq(collections.userId, userId), eq(collections.status, status))!;

/** The caller's active collections, the default (immutable) one first. */
export function listActiveCollections(options: ListOptions & { callerId: string }) {
  return listCollections({
    ...options,
    where: ownedWith(options.callerId, collectionStatus.active),
    orderBy: [desc(collections.isImmutable), ...newestFirst],
    countTotal: true,
  });
}

/** The caller's archive; the last archived comes first (spec §4: it moves to the front). */
export function listArchivedCollections(options: ListOptions & { callerId: string }) {
  return listCollections({
    ...options,
    where: ownedWith(options.callerId, collectionStatus.archived),
    orderBy: [desc(collections.updatedAt), desc(collections.id)],
    countTotal: true,
  });
}

/** Active collections the caller is a member of (issue #14), the newest first. */
export function listSharedCollections(options: ListOptions & { callerId: string }) {
  return listCollections({
    ...options,
    where: and(eq(collections.status, collectionStatus.active), memberOf(options.callerId))!,
    orderBy: newestFirst,
    countTotal: true,
  });
}

export function listMostLikedCollections(options: ListOptions) {
  return listCollections({
    ...options,
    where: publicActive,
    orderBy: [desc(collections.likeCount), desc(collections.id)],
  });
}

export function listLastAddedCollections(options: ListOptions) {
  return listCollections({ ...options, where: publicActive, orderBy: newestFirst });
}

/** Another user's public, active collections. */
export function listUserCollections(options: ListOptions & { userId: string }) {
  const { userId, ...list } = options;
  return listCollections({
    ...list,
    where: and(eq(collections.userId, userId), publicActive)!,
    orderBy: newestFirst,
    countTotal: true,
  });
}
