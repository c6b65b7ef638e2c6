import type { PriceTotals } from '@kolekt/shared/price';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { visibleTo } from '../collections/collection-query';

/**
 * What buying the collection would cost now, per currency: the shop prices Kolekt read
 * (confirmed products), leaving out what is out of stock and what only the person who added it
 * priced; those are counted apart so the page can say what the sums leave out (decision 0069).
 */
export async function getPriceTotals(options: {
  db: DbOrTx;
  callerId: string | null;
  collectionId: string;
}): Promise<PriceTotals> {
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
  const [leftOut] = await db
    .select({
      outOfStock: sql<number>`(count(*) filter (where ${products.confirmedAt} is not null
        and ${products.priceAmount} is not null and ${products.availability} = 'out_of_stock'))::int`,
      unchecked: sql<number>`(count(*) filter (where ${products.confirmedAt} is null))::int`,
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, collectionId));
  return {
    totals: rows.map((row) => ({ ...row, count: Number(row.count) })),
    leftOut: {
      outOfStock: Number(leftOut?.outOfStock ?? 0),
      unchecked: Number(leftOut?.unchecked ?? 0),
    },
  };
}
