import { productMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, productDetails, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getVisibleCollection } from '../collections/get-collection';
import { saveUserDetails } from './save-product';

/**
 * Adding someone's unconfirmed product from their collection: the caller keeps what that
 * collection showed as their own details (source 'copied'), so their collection shows the same
 * card. Only a collection the caller may see, and only when they have no details of their own.
 */
export async function copyShownDetails(
  db: DbOrTx,
  options: { callerId: string; productId: string; sourceCollectionId: string },
) {
  const { callerId, productId, sourceCollectionId } = options;
  await getVisibleCollection({ db, id: sourceCollectionId, callerId });
  const [membership] = await db
    .select({ addedBy: collectionProducts.addedBy })
    .from(collectionProducts)
    .where(
      and(
        eq(collectionProducts.collectionId, sourceCollectionId),
        eq(collectionProducts.productId, productId),
      ),
    )
    .limit(1);
  if (!membership) throw notFound(productMessages.notInCollection);
  if (!membership.addedBy || membership.addedBy === callerId) return;

  const [shown] = await db
    .select({
      title: productDetails.title,
      price: productDetails.price,
      imagePath: productDetails.imagePath,
    })
    .from(productDetails)
    .where(
      and(eq(productDetails.productId, productId), eq(productDetails.userId, membership.addedBy)),
    )
    .limit(1);
  if (shown) await saveUserDetails(db, productId, callerId, { ...shown, source: 'copied' });
}

/** Whether the caller needs details of their own to see this product: unconfirmed, none yet. */
export async function lacksOwnDetails(db: DbOrTx, productId: string, callerId: string) {
  const [row] = await db
    .select({ confirmedAt: products.confirmedAt, own: productDetails.userId })
    .from(products)
    .leftJoin(
      productDetails,
      and(eq(productDetails.productId, products.id), eq(productDetails.userId, callerId)),
    )
    .where(eq(products.id, productId))
    .limit(1);
  return !!row && row.confirmedAt === null && row.own === null;
}
