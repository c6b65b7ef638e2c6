import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { priceObservations, users } from '../../db/schema';
import { agreedAmount, sharedPriceRule, type AccountReading } from './shared-price-rule';

/**
 * The latest browser reading of each independent account (decision 0062) for one product in one
 * currency within the rule's window: accounts with a proven address, created long enough before
 * their reading. One row per account, however many readings it sent.
 */
async function recentAccountReadings(
  db: DbOrTx,
  productId: string,
  currency: string,
): Promise<AccountReading[]> {
  const rows = await db
    .selectDistinctOn([priceObservations.userId], {
      userId: sql<string>`${priceObservations.userId}`,
      amount: sql<string>`${priceObservations.amount}`,
    })
    .from(priceObservations)
    .innerJoin(users, eq(users.id, priceObservations.userId))
    .where(
      and(
        eq(priceObservations.productId, productId),
        eq(priceObservations.source, 'extension'),
        eq(priceObservations.currency, currency),
        isNotNull(priceObservations.amount),
        sql`${priceObservations.observedAt} > now() - make_interval(hours => ${sharedPriceRule.windowHours})`,
        isNotNull(users.emailVerifiedAt),
        lte(
          users.createdAt,
          sql`${priceObservations.observedAt} - make_interval(days => ${sharedPriceRule.minAccountAgeDays})`,
        ),
      ),
    )
    .orderBy(
      priceObservations.userId,
      desc(priceObservations.observedAt),
      desc(priceObservations.id),
    );
  return rows;
}

/**
 * The amount independent accounts' browsers agree on, counting `readerId`'s reading just kept,
 * or null while they do not (too few accounts, too far apart, or the reader not among them).
 */
export async function agreedBrowserAmount(
  db: DbOrTx,
  options: { productId: string; currency: string; readerId: string },
): Promise<string | null> {
  const readings = await recentAccountReadings(db, options.productId, options.currency);
  return agreedAmount(readings, options.readerId);
}
