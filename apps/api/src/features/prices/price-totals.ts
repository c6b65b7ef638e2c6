import type { PriceTotal } from '@kolekt/shared/price';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, products } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { visibleTo } from '../collections/collection-query';

/**
 * What buying the collection would cost now, per currency: the shop prices Kolekt read
 * (confirmed products), leaving out what is out of stock.
 */
export async function getPriceTotals(options: {
  db: DbOrTx;
  callerId: string | null;
  collectionId: string;
}): Promise<PriceTotal[]> {
  const { db, collectionId } = options;
  const [collection] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, collectionId), visibleTo(options.callerId)));
  if (!collection) throw notFound(collectionMessages.notFound);
  const rows = await db
    .select({
      currency: sql<string>`${products.priceCurrency}`,
      amount: sql<string>`sum(${products.priceAmount})::numeric(16, 2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      and(
        eq(collectionProducts.collectionId, collectionId),
        isNotNull(products.confirmedAt),
        isNotNull(products.priceAmount),
        isNotNull(products.priceCurrency),
        ne(products.availability, 'out_of_stock'),
      ),
    )
    .groupBy(products.priceCurrency)
    .orderBy(products.priceCurrency);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
