import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, products } from '../../db/schema';

/** The columns of a product as lists answer it (spec §3 Product). */
export const productColumns = {
  id: products.id,
  title: products.title,
  store: products.store,
  price: products.price,
  imagePath: products.imagePath,
  url: products.url,
};

export function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products);
}

/**
 * A product surfaces in lists (last added, store pages, search) only when it sits in at least
 * one public active collection, or in one of the caller's own.
 */
export function productVisibleTo(callerId: string | null): SQL {
  const own = callerId ? sql`or ${collections.userId} = ${callerId}` : sql``;
  return sql`exists (
    select 1 from ${collectionProducts}
    join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
    where ${collectionProducts.productId} = ${products.id}
      and ${collections.status} = 0
      and (${collections.isPublic} ${own})
  )`;
}
