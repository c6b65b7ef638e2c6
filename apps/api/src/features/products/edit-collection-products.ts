import { productMessages, serverMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import { getOwnCollection } from '../collections/get-collection';
import { addMembership, removeMembership } from './collection-membership';
import { copyShownDetails, lacksOwnDetails } from './copy-shown-details';

/** Only the owner adds to or removes from a collection; the default one included. */
async function ownedCollection(db: Db, collectionId: string, callerId: string) {
  const collection = await getOwnCollection({ db, id: collectionId, callerId });
  if (collection.status !== 0) throw forbidden(serverMessages.collectionNotActive);
  return collection;
}

/**
 * Adds an existing product to one of the caller's collections. Any product id works (products
 * are shop pages, not anyone's private data), which is what lets undo restore a product that was
 * in no other collection. An unconfirmed product taken from someone's collection
 * (`sourceCollectionId`) brings the details shown there along as the caller's own.
 */
export async function addProductToCollection(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  productId: string;
  sourceCollectionId?: string;
}) {
  const { db, callerId, collectionId, productId, sourceCollectionId } = options;
  await ownedCollection(db, collectionId, callerId);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound(productMessages.notFound);
  return db.transaction(async (tx) => {
    if (sourceCollectionId && (await lacksOwnDetails(tx, productId, callerId))) {
      await copyShownDetails(tx, { callerId, productId, sourceCollectionId });
    }
    return addMembership(tx, collectionId, productId, callerId);
  });
}

/** Removes a product from the caller's collection (the product row stays for undo and others). */
export async function removeProductFromCollection(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  productId: string;
}) {
  const { db, callerId, collectionId, productId } = options;
  await ownedCollection(db, collectionId, callerId);
  const removed = await db.transaction((tx) => removeMembership(tx, collectionId, productId));
  if (!removed) throw notFound(productMessages.notInCollection);
}
