import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { visibleTo } from '../collections/collection-query';
import { burstWindow } from '../notifications/write-notification';

/** What the like statement found and did; no row when the caller may not see the collection. */
export interface LikeRow {
  ownerId: string;
  isImmutable: boolean;
  likeCount: number;
  /** The notification row written with the like, as JSON, or null when none was due. */
  notification: { id: string; params: unknown; isRead: boolean; createdAt: string } | null;
}

/** The collection, when the caller may see it (the rule every collection read uses). */
const visibleCollection = (collectionId: string, callerId: string) => sql`
  select id, user_id, name, is_immutable, like_count
  from collections
  where collections.id = ${collectionId}::uuid and ${visibleTo(callerId)}`;

/**
 * One statement, so one round trip and one short implicit transaction: the like row (at most
 * one per person), the counter moved only when that row was really inserted, and the owner's
 * notification — none for one's own collection, none when the same person's like notified the
 * owner within the burst window. A collection the caller may not see comes back as no row.
 */
export async function insertLike(db: DbOrTx, callerId: string, collectionId: string) {
  const result = await db.execute(sql`
    with target as (${visibleCollection(collectionId, callerId)}),
    inserted as (
      insert into likes (collection_id, user_id)
      select id, ${callerId}::uuid from target where not is_immutable
      on conflict do nothing
      returning collection_id
    ),
    counted as (
      update collections set like_count = like_count + 1
      where id = (select collection_id from inserted)
      returning like_count
    ),
    notified as (
      insert into notifications (user_id, actor_id, collection_id, type, params)
      select target.user_id, actor.id, target.id, 'like',
        jsonb_build_object(
          'actorName', actor.name, 'actorSurname', actor.surname,
          'actorUserName', actor.user_name,
          'collectionId', target.id, 'collectionName', target.name)
      from target
      join inserted on inserted.collection_id = target.id
      join users actor on actor.id = ${callerId}::uuid
      where target.user_id <> actor.id
        and not exists (
          select 1 from notifications recent
          where recent.user_id = target.user_id and recent.actor_id = actor.id
            and recent.type = 'like' and recent.collection_id = target.id
            and recent.created_at > ${burstWindow})
      returning id, params, is_read, created_at
    )
    select target.user_id as "ownerId", target.is_immutable as "isImmutable",
      coalesce((select like_count from counted), target.like_count) as "likeCount",
      (select json_build_object('id', id, 'params', params, 'isRead', is_read,
        'createdAt', created_at) from notified) as notification
    from target`);
  return rowsOf<LikeRow>(result)[0];
}

/** The caller's like removed, if any, and the counter moved only when a row was deleted. */
export async function deleteLike(db: DbOrTx, callerId: string, collectionId: string) {
  const result = await db.execute(sql`
    with target as (${visibleCollection(collectionId, callerId)}),
    removed as (
      delete from likes
      where collection_id = (select id from target) and user_id = ${callerId}::uuid
      returning collection_id
    ),
    counted as (
      update collections set like_count = like_count - 1
      where id = (select collection_id from removed)
      returning like_count
    )
    select coalesce((select like_count from counted), target.like_count) as "likeCount"
    from target`);
  return rowsOf<{ likeCount: number }>(result)[0];
}
