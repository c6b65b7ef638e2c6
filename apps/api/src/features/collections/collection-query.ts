import {
  collectionStatus,
  type Collection,
  type CollectionStatus,
} from '@kolekt/shared/collection';
import type { MemberRole } from '@kolekt/shared/members';
import { and, eq, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionMembers, collections, likes, users } from '../../db/schema';
import { nobody } from '../../lib/prepared-statement';

/** The caller's id, null for a guest, or the placeholder of a prepared statement that has it. */
export type Caller = string | null | Placeholder;

/**
 * What a collection is read as: owner names (joined by `selectCollections`), and
 * isCurrentUserLiked computed for the caller in the same query (one indexed lookup per row).
 */
export function collectionColumns(callerId: Caller) {
  const caller = callerId ?? nobody;
  return {
    id: collections.id,
    name: collections.name,
    description: collections.description,
    isPublic: collections.isPublic,
    isImmutable: collections.isImmutable,
    likeCount: collections.likeCount,
    viewCount: collections.viewCount,
    productCount: collections.productCount,
    commentCount: collections.commentCount,
    createdAt: collections.createdAt,
    userId: collections.userId,
    status: collections.status,
    isGiftList: collections.isGiftList,
    memberRole: sql<MemberRole | null>`(select ${collectionMembers.role} from ${collectionMembers} where ${collectionMembers.collectionId} = ${collections.id} and ${collectionMembers.userId} = ${caller})`,
    ownerName: users.name,
    ownerSurname: users.surname,
    ownerUserName: users.userName,
    isCurrentUserLiked: sql<boolean>`exists (select 1 from ${likes} where ${likes.collectionId} = ${collections.id} and ${likes.userId} = ${caller})`,
  };
}

/** The one way collections are read: their columns for the caller, the owner joined. */
export function selectCollections(db: DbOrTx, callerId: string | null) {
  return db
    .select(collectionColumns(callerId))
    .from(collections)
    .innerJoin(users, eq(users.id, collections.userId));
}

type CollectionRow = Awaited<ReturnType<ReturnType<typeof selectCollections>['execute']>>[number];

export function toCollection(row: CollectionRow, callerId: string | null): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    isImmutable: row.isImmutable,
    isEditable: row.userId === callerId,
    access: row.userId === callerId ? 'owner' : (row.memberRole ?? 'visitor'),
    isGiftList: row.isGiftList,
    isCurrentUserLiked: Boolean(row.isCurrentUserLiked),
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    productCount: row.productCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    user: { name: row.ownerName, surname: row.ownerSurname, userName: row.ownerUserName },
    status: row.status as CollectionStatus,
  };
}

/** Public and active: what everybody may see in lists. */
export const publicActive: SQL = and(
  eq(collections.status, collectionStatus.active),
  eq(collections.isPublic, true),
)!;

/** The caller is a member (issue #14) of the collection the query reads: one key lookup. */
export function memberOf(callerId: Caller, collectionId: SQLWrapper = collections.id): SQL {
  return sql`exists (select 1 from ${collectionMembers} where ${collectionMembers.collectionId} = ${collectionId} and ${collectionMembers.userId} = ${callerId})`;
}

/** The caller edits the collection the query reads as a member (adds and removes products). */
export function editorOf(callerId: string): SQL {
  return sql`exists (select 1 from ${collectionMembers} where ${collectionMembers.collectionId} = ${collections.id} and ${collectionMembers.userId} = ${callerId} and ${collectionMembers.role} = 'editor')`;
}

/**
 * Who may open a collection: never once deleted; its owner always; its members while it is
 * active (an archived collection is the owner's shelf); anyone else only while it is public and
 * active. Anything else answers exactly as a missing collection does.
 */
export function visibleTo(callerId: Caller): SQL {
  if (!callerId) return publicActive;
  return and(
    ne(collections.status, collectionStatus.deleted),
    or(
      eq(collections.userId, callerId),
      publicActive,
      and(eq(collections.status, collectionStatus.active), memberOf(callerId)),
    ),
  )!;
}
