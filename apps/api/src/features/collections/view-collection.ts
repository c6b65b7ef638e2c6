import type { Collection } from '@kolekt/shared/collection';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { collections, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nobody, preparedPerDatabase, slot } from '../../lib/prepared-statement';
import { collectionColumns, toCollection, visibleTo } from './collection-query';
import { countView, viewedToday } from './record-view';

const header = preparedPerDatabase((db) =>
  db
    .select({ ...collectionColumns(slot('caller')), viewedToday: viewedToday(slot('viewer')) })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.userId))
    .where(and(eq(collections.id, slot('id')), visibleTo(slot('caller'))))
    .limit(1)
    .prepare('collection_header'),
);

/**
 * The collection page's header: the collection as `getVisibleCollection` answers it (the same 404
 * whether missing or private), read in one statement with whether `viewer` (see `viewerKey`)
 * already counted a view today. Only a first view of the day by someone other than the owner
 * writes, counting it.
 */
export async function viewCollection(options: {
  db: Db;
  id: string;
  callerId: string | null;
  viewer: string;
}): Promise<Collection> {
  const { db, id, callerId, viewer } = options;
  const [row] = await header(db).execute({ id, caller: callerId ?? nobody, viewer });
  if (!row) throw notFound(collectionMessages.notFound);
  const collection = toCollection(row, callerId);
  if (viewer !== collection.userId && !row.viewedToday) {
    if (await countView({ db, collectionId: collection.id, viewer })) collection.viewCount += 1;
  }
  return collection;
}
