import { productMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { giftClaims, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getEditableCollection } from '../collections/get-collection';
import { addProductToCollections } from './add-product-to-collection';
import { removeMembership } from './collection-membership';

/**
 * Adds an existing product to a collection the caller owns or edits. Any product id works (products
 * are shop pages, not anyone's private data), which is what lets undo restore a product that was
 * in no other collection. An unconfirmed product taken from someone's collection
 * (`sourceCollectionId`) brings the details shown there along as the caller's own.
 */
export async function addExistingProduct(options: {
  ctx: Pick<AppContext, 'database' | 'limiters' | 'bus'>;
  callerId: string;
  collectionId: string;
  productId: string;
  sourceCollectionId?: string;
}) {
  const { ctx, productId, sourceCollectionId } = options;
  const { addedTo } = await addProductToCollections({
    ctx,
    callerId: options.callerId,
    collectionIds: [options.collectionId],
    via: 'collection',
    details: async () => {
      const [product] = await ctx.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) throw notFound(productMessages.notFound);
      return { kind: 'existing', productId, sourceCollectionId };
    },
  });
  return addedTo.length > 0;
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
