import { productMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { giftClaims, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { EventBus } from '../../realtime/event-bus';
import { getEditableCollection } from '../collections/get-collection';
import { noteMemberAddition, publishMemberAddition } from '../members/member-additions';
import { addMembership, removeMembership } from './collection-membership';
import { copyShownDetails, lacksOwnDetails } from './copy-shown-details';

/**
 * Adds an existing product to a collection the caller owns or edits. Any product id works (products
 * are shop pages, not anyone's private data), which is what lets undo restore a product that was
 * in no other collection. An unconfirmed product taken from someone's collection
 * (`sourceCollectionId`) brings the details shown there along as the caller's own.
 */
export async function addProductToCollection(options: {
  db: Db;
  bus: EventBus;
  callerId: string;
  collectionId: string;
  productId: string;
  sourceCollectionId?: string;
}) {
  const { db, callerId, collectionId, productId, sourceCollectionId } = options;
  const collection = await getEditableCollection({ db, id: collectionId, callerId });
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound(productMessages.notFound);
  const { added, notification } = await db.transaction(async (tx) => {
    if (sourceCollectionId && (await lacksOwnDetails(tx, productId, callerId))) {
      await copyShownDetails(tx, { callerId, productId, sourceCollectionId });
    }
    const added = await addMembership(tx, collectionId, productId, callerId);
    const notification = added
      ? await noteMemberAddition(tx, { collection, productId, actorId: callerId })
      : null;
    return { added, notification };
  });
  publishMemberAddition(options.bus, collection, notification);
  return added;
}

/** Removes a product from a collection the caller owns or edits (the row stays for undo and others). */
export async function removeProductFromCollection(options: {
  db: Db;
  callerId: string;
  collectionId: string;
  productId: string;
}) {
  const { db, callerId, collectionId, productId } = options;
  await getEditableCollection({ db, id: collectionId, callerId });
  const removed = await db.transaction(async (tx) => {
    // A gift list's claim on the product goes with it: claims are per collection.
    await tx
      .delete(giftClaims)
      .where(and(eq(giftClaims.collectionId, collectionId), eq(giftClaims.productId, productId)));
    return removeMembership(tx, collectionId, productId);
  });
  if (!removed) throw notFound(productMessages.notInCollection);
}
