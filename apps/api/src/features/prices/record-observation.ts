import type { Availability, PriceSource } from '@kolekt/shared/price';
import { formatMoney } from '@kolekt/shared/format-money';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { priceObservations, products } from '../../db/schema';
import { agreedBrowserAmount } from './browser-readings';
import { believedAvailability } from './price-rules';

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

type LockedProduct = {
  id: string;
  title: string;
  url: string;
  amount: string | null;
  currency: string | null;
  availability: Availability;
};

/**
 * Keeps one observation of a product's price. Kolekt's own readings (a first scrape or a
 * re-check) are public and bring the product up to date. A user's browser reading is theirs: it
 * joins their own history, and the shared price moves only when independent accounts' readings
 * agree (decision 0062), to the amount they agree on, written in Kolekt's own words. Availability
 * changes are believed after two public observations in a row. Answers the change for alerts, or
 * null when nothing public was recorded.
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
  if (source !== 'extension') return publishObservation(tx, product, reading, source);

  const userId = input.userId ?? null;
  await tx.insert(priceObservations).values({
    productId,
    userId,
    amount: reading.amount,
    currency: reading.currency,
    availability: reading.availability,
    source,
    isPublic: false,
  });
  if (!userId || !reading.amount || !reading.currency) return null;
  const agreed = await agreedBrowserAmount(tx, {
    productId,
    currency: reading.currency,
    readerId: userId,
  });
  if (!agreed) return null;
  // What the readers agree on is a price, never their words, and says nothing about stock.
  const shared: PriceReading = {
    amount: agreed,
    currency: reading.currency,
    availability: 'unknown',
    display: formatMoney(agreed, reading.currency),
  };
  return publishObservation(tx, product, shared, 'extension');
}

/** A public observation: kept for everyone, and the product brought up to date with it. */
async function publishObservation(
  tx: DbOrTx,
  product: LockedProduct,
  reading: PriceReading,
  source: PriceSource,
): Promise<PriceChange | null> {
  const productId = product.id;
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
      userId: null,
      amount: reading.amount,
      currency: reading.currency,
      availability: reading.availability,
      source,
      isPublic: true,
    })
    .returning({ id: priceObservations.id });
  if (!observation) return null;

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
      // Only Kolekt's own read of the shop counts as checking it; the re-check schedule follows.
      ...(source === 'extension' ? {} : { priceCheckedAt: sql`now()` }),
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
