import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, products } from '../../db/schema';
import { trackProduct } from '../prices/track-product';

/**
 * Puts a product in a collection once; the collection's counter moves only on a real insert.
 * `addedBy` is whose details the collection shows while the product is unconfirmed. The price of
 * the moment is kept (cards show the change since) and the product joins the re-check schedule.
 */
export async function addMembership(
  db: DbOrTx,
  collectionId: string,
  productId: string,
  addedBy: string,
) {
  const inserted = await db
    .insert(collectionProducts)
    .values({
      collectionId,
      productId,
      addedBy,
      priceAtAdd: sql`(select ${products.priceAmount} from ${products} where ${products.id} = ${productId})`,
    })
    .onConflictDoNothing()
    .returning({ productId: collectionProducts.productId });
  if (inserted.length === 0) return false;
  await db
    .update(collections)
    .set({ productCount: sql`${collections.productCount} + 1` })
    .where(eq(collections.id, collectionId));
  await trackProduct(db, productId);
  return true;
}

export async function removeMembership(db: DbOrTx, collectionId: string, productId: string) {
  const deleted = await db
    .delete(collectionProducts)
    .where(
      and(
        eq(collectionProducts.collectionId, collectionId),
        eq(collectionProducts.productId, productId),
      ),
    )
    .returning({ productId: collectionProducts.productId });
  if (deleted.length === 0) return false;
  await db
    .update(collections)
    .set({ productCount: sql`${collections.productCount} - 1` })
    .where(eq(collections.id, collectionId));
  return true;
}
