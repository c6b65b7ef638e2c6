import { collectionStatus } from '@kolekt/shared/collection';
import { productMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, priceWatches, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { memberOf } from '../collections/collection-query';

/**
 * Whose eyes a product's prices and watch are for: anyone who can open a collection holding it
 * (public and active, their own in any state but deleted, or an active one they are a member
 * of), and whoever already watches it
 * (a watch outlives the product leaving the collection it was watched from).
 */
export function productSeenBy(callerId: string | null): SQL {
  const own = callerId
    ? sql`or (${collections.userId} = ${callerId} and ${collections.status} <> ${collectionStatus.deleted})
        or (${collections.status} = ${collectionStatus.active} and ${memberOf(callerId)})`
    : sql``;
  const watching = callerId
    ? sql`or exists (select 1 from ${priceWatches}
        where ${priceWatches.productId} = ${products.id} and ${priceWatches.userId} = ${callerId})`
    : sql``;
  return sql`(exists (
    select 1 from ${collectionProducts}
    join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
    where ${collectionProducts.productId} = ${products.id}
      and ((${collections.isPublic} and ${collections.status} = ${collectionStatus.active}) ${own})
  ) ${watching})`;
}

/** The product's price as Kolekt believes it now, or 404 when the caller cannot see it. */
export async function findVisibleProduct(db: DbOrTx, productId: string, callerId: string | null) {
  const [product] = await db
    .select({
      id: products.id,
      amount: products.priceAmount,
      currency: products.priceCurrency,
      availability: products.availability,
      checkedAt: products.priceCheckedAt,
    })
    .from(products)
    .where(and(eq(products.id, productId), productSeenBy(callerId)));
  if (!product) throw notFound(productMessages.notFound);
  return product;
}
