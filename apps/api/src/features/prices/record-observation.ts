import type { Availability, PriceSource } from '@kolekt/shared/price';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { priceObservations, products } from '../../db/schema';
import { believedAvailability, consistentWithServer } from './price-rules';

/** What one look at a product page said about its price. */
export interface PriceReading {
  /** Exact decimal text ('1299.90'), or null when the page showed no price. */
  amount: string | null;
  currency: string | null;
  availability: Availability;
  /** The display text cards show ('1.299,90 TL'). */
  display: string | null;
}

/** A public observation and what it changed: what alerts are decided from. */
export interface PriceChange {
  observationId: number;
  product: { id: string; title: string; url: string };
  before: { amount: string | null; currency: string | null; availability: Availability };
  after: { amount: string | null; currency: string | null; availability: Availability };
  /** The reference price: the median of in-stock prices over 30 days, this one included. */
  median30d: string | null;
}

/** The median of in-stock public prices in the product's currency over the last 30 days. */
export async function medianOf30Days(
  db: DbOrTx,
  productId: string,
  currency: string | null,
): Promise<string | null> {
  if (!currency) return null;
  const [row] = await db
    .select({
      median: sql<
        string | null
      >`percentile_disc(0.5) within group (order by ${priceObservations.amount})`,
    })
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.productId, productId),
        eq(priceObservations.isPublic, true),
        eq(priceObservations.currency, currency),
        sql`${priceObservations.amount} is not null`,
        sql`${priceObservations.availability} <> 'out_of_stock'`,
        sql`${priceObservations.observedAt} > now() - interval '30 days'`,
      ),
    );
  return row?.median ?? null;
}

/**
 * Keeps one observation of a product's price. The server's readings (a first scrape or a
 * re-check) are public and bring the product up to date; a user's own browser reading counts for
 * that user at once and for everyone only when it agrees with the server's (decision 0023).
 * Availability changes are believed after two public observations in a row. Answers the change
 * for alerts, or null when the observation is that user's alone.
 */
export async function recordObservation(
  tx: DbOrTx,
  input: {
    productId: string;
    reading: PriceReading;
    source: PriceSource;
    userId?: string | null;
  },
): Promise<PriceChange | null> {
  const { productId, reading, source } = input;
  const [product] = await tx
    .select({
      id: products.id,
      title: sql<string>`coalesce(${products.title}, ${products.url})`,
      url: products.url,
      amount: products.priceAmount,
      currency: products.priceCurrency,
      availability: products.availability,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return null;

  const isPublic = source !== 'extension' || consistentWithServer(reading, product);
  const [previous] = await tx
    .select({ availability: priceObservations.availability })
    .from(priceObservations)
    .where(and(eq(priceObservations.productId, productId), eq(priceObservations.isPublic, true)))
    .orderBy(desc(priceObservations.observedAt), desc(priceObservations.id))
    .limit(1);
  const [observation] = await tx
    .insert(priceObservations)
    .values({
      productId,
      userId: source === 'extension' ? (input.userId ?? null) : null,
      amount: reading.amount,
      currency: reading.currency,
      availability: reading.availability,
      source,
      isPublic,
    })
    .returning({ id: priceObservations.id });
  if (!isPublic || !observation) return null;

  const availability = believedAvailability({
    believed: product.availability,
    previous: previous?.availability ?? null,
    latest: reading.availability,
  });
  const amount = reading.amount ?? product.amount;
  const currency = reading.amount ? reading.currency : product.currency;
  const changed =
    amount !== product.amount ||
    currency !== product.currency ||
    availability !== product.availability;
  await tx
    .update(products)
    .set({
      priceAmount: amount,
      priceCurrency: currency,
      availability,
      ...(reading.display ? { price: reading.display } : {}),
      priceCheckedAt: sql`now()`,
      // The AI analysis is kept per product version: only a real change makes a new version.
      ...(changed ? { updatedAt: sql`now()` } : {}),
    })
    .where(eq(products.id, productId));

  return {
    observationId: observation.id,
    product: { id: product.id, title: product.title, url: product.url },
    before: {
      amount: product.amount,
      currency: product.currency,
      availability: product.availability,
    },
    after: { amount, currency, availability },
    median30d: await medianOf30Days(tx, productId, currency),
  };
}
