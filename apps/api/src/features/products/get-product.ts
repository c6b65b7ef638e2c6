import type { Product } from '@kolekt/shared/product';
import { productMessages } from '@kolekt/shared/server-messages';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { productDetails, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { detailsOf, productInVisibleCollection, shownProductColumns } from './product-query';

/**
 * One product behind its own link (issue #32): only where it sits in a collection the caller may
 * see, and only once the shop's data confirmed it or the caller described it themselves; anything
 * else answers as a missing product does.
 */
export async function getProduct(options: {
  db: DbOrTx;
  callerId: string | null;
  productId: string;
}): Promise<Product> {
  const { db, callerId, productId } = options;
  const [row] = await db
    .select(shownProductColumns)
    .from(products)
    .leftJoin(productDetails, callerId ? detailsOf(callerId) : sql`false`)
    .where(
      and(
        eq(products.id, productId),
        productInVisibleCollection(callerId),
        or(isNotNull(products.confirmedAt), isNotNull(productDetails.userId)),
      ),
    )
    .limit(1);
  if (!row) throw notFound(productMessages.notFound);
  return row;
}
