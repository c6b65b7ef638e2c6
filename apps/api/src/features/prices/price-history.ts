import type { PriceHistory, PriceObservation } from '@kolekt/shared/price';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { priceObservations } from '../../db/schema';
import { toCents } from './price-rules';
import { findNextCheck } from './next-check';
import { medianOf30Days } from './record-observation';
import { findVisibleProduct } from './visible-product';

/** The lowest and highest of the prices a shopper could have paid: in stock, in one currency. */
function extremes(items: PriceObservation[], currency: string | null) {
  const amounts = items
    .filter((item) => item.amount !== null && item.currency === currency)
    .filter((item) => item.availability !== 'out_of_stock')
    .map((item) => item.amount!)
    .sort((a, b) => toCents(a) - toCents(b));
  return { lowest: amounts[0] ?? null, highest: amounts.at(-1) ?? null };
}

/**
 * The last `days` of a product's prices, oldest first: everyone's public observations and the
 * caller's own browser readings, marked as theirs (decision 0062).
 */
export async function getPriceHistory(options: {
  db: DbOrTx;
  productId: string;
  callerId: string | null;
  days: number;
  /** The re-check period (PRICE_CHECK_EVERY), for when the next check comes. */
  everyMs: number;
}): Promise<PriceHistory> {
  const { db, productId, callerId } = options;
  const product = await findVisibleProduct(db, productId, callerId);
  const rows = await db
    .select({
      at: priceObservations.observedAt,
      amount: priceObservations.amount,
      currency: priceObservations.currency,
      availability: priceObservations.availability,
      source: priceObservations.source,
      yours: sql<boolean>`coalesce(${priceObservations.userId} = ${callerId}, false)`,
    })
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.productId, productId),
        gt(priceObservations.observedAt, sql`now() - make_interval(days => ${options.days})`),
        callerId
          ? or(eq(priceObservations.isPublic, true), eq(priceObservations.userId, callerId))
          : eq(priceObservations.isPublic, true),
      ),
    )
    .orderBy(asc(priceObservations.observedAt), asc(priceObservations.id));
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return {
    items,
    // The caller's own readings are theirs to see, never the shared lowest or highest.
    ...extremes(
      items.filter((item) => !item.yours),
      product.currency,
    ),
    median30d: await medianOf30Days(db, productId, product.currency),
    current: {
      amount: product.amount,
      currency: product.currency,
      availability: product.availability,
      checkedAt: product.checkedAt?.toISOString() ?? null,
      nextCheckAt:
        (await findNextCheck(db, productId, options.everyMs / 1000))?.toISOString() ?? null,
    },
  };
}
