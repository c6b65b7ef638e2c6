import type { Collection } from '@kolekt/shared/collection';
import type { DbOrTx } from '../../db/database';
import { forbidden } from '../../lib/errors';
import { getVisibleCollection } from '../collections/get-collection';

/**
 * A collection whose members the caller manages: only its owner. Someone who may see it is
 * refused; anyone else gets the 404 of a missing collection.
 */
export async function collectionManagedBy(
  db: DbOrTx,
  collectionId: string,
  callerId: string,
): Promise<Collection> {
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  if (collection.userId !== callerId) throw forbidden();
  return collection;
}
