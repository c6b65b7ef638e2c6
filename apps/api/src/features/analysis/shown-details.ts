import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, productDetails } from '../../db/schema';
import { memberOf } from '../collections/collection-query';

/**
 * What the caller sees of an unconfirmed product: their own details, else those shown in the
 * newest collection they may see that shows them (decisions 0010, 0063); nothing when nobody did.
 */
export async function shownDetails(
  db: DbOrTx,
  productId: string,
  callerId: string,
): Promise<{ title: string | null; price: string | null }> {
  const [row] = await db
    .select({ title: productDetails.title, price: productDetails.price })
    .from(productDetails)
    .leftJoin(
      collectionProducts,
      and(
        eq(collectionProducts.productId, productDetails.productId),
        eq(collectionProducts.addedBy, productDetails.userId),
      ),
    )
    .leftJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(
      and(
        eq(productDetails.productId, productId),
        or(
          eq(productDetails.userId, callerId),
          // Others' details only as their collections show them (decision 0063).
          and(
            eq(collections.userId, productDetails.userId),
            ne(productDetails.source, 'copied'),
            eq(collections.status, 0),
            or(
              eq(collections.isPublic, true),
              eq(collections.userId, callerId),
              memberOf(callerId),
            ),
          ),
        ),
      ),
    )
    .orderBy(sql`${productDetails.userId} = ${callerId} desc`, desc(collectionProducts.addedAt))
    .limit(1);
  return row ?? { title: null, price: null };
}
