import { serverMessages } from '@kolekt/shared/server-messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { productInVisibleCollection, productVisibleTo } from '../products/product-query';
import { shownDetails } from './shown-details';

export interface Review {
  text: string;
  rating: number | null;
}

export interface Offer {
  store: string;
  price: string | null;
  priceValue: number | null;
  currency: string | null;
}

/** Everything Kolekt knows of a product that an analysis may use, and nothing else. */
export interface ProductFacts {
  title: string;
  store: string;
  price: string | null;
  priceValue: number | null;
  currency: string | null;
  description: string | null;
  brand: string | null;
  rating: { value: number; count: number | null } | null;
  reviews: Review[];
  /** The same product (same barcode, or brand and part number) in other shops. */
  otherOffers: Offer[];
}

interface Details {
  priceValue?: number | null;
  currency?: string | null;
  description?: string | null;
  brand?: string | null;
  rating?: { value: number; count: number | null } | null;
  reviews?: { text: string; rating: number | null }[];
  identifiers?: { gtin?: string | null; mpn?: string | null };
}

/**
 * The facts of a product the caller can see. `shared` is false while the product is unconfirmed:
 * then the facts are what the caller's own view shows (decision 0010), which must not be stored
 * as everyone's analysis.
 */
export async function loadProductFacts(options: {
  db: DbOrTx;
  productId: string;
  callerId: string;
}): Promise<{ facts: ProductFacts; updatedAt: Date; shared: boolean }> {
  const { db, productId, callerId } = options;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), productInVisibleCollection(callerId)))
    .limit(1);
  if (!row) throw notFound(serverMessages.productNotFound);
  const shared = row.confirmedAt !== null;
  const shown = shared ? row : await shownDetails(db, productId, callerId);
  const details = (row.details ?? {}) as Details;
  const gtin = details.identifiers?.gtin ?? null;
  const mpn = details.identifiers?.mpn ?? null;

  // Barcodes are stored as GTIN-14 (decision 0059), so a UPC and its EAN are one string.
  const same = gtin
    ? sql`${products.details} -> 'identifiers' ->> 'gtin' = ${gtin}`
    : mpn && details.brand
      ? sql`${products.details} -> 'identifiers' ->> 'mpn' = ${mpn} and ${products.details} ->> 'brand' = ${details.brand}`
      : null;
  const others = same
    ? await db
        .select({ store: products.store, price: products.price, details: products.details })
        .from(products)
        .where(
          and(
            ne(products.id, row.id),
            ne(products.store, row.store),
            same,
            productVisibleTo(callerId),
          ),
        )
        .limit(5)
    : [];

  return {
    updatedAt: row.updatedAt,
    shared,
    facts: {
      title: shown.title ?? '',
      store: row.store,
      price: shown.price,
      priceValue: details.priceValue ?? null,
      currency: details.currency ?? null,
      description: details.description ?? null,
      brand: details.brand ?? null,
      rating: details.rating ?? null,
      reviews: (details.reviews ?? []).map((review) => ({
        text: review.text,
        rating: review.rating,
      })),
      otherOffers: others.map((offer) => {
        const offerDetails = (offer.details ?? {}) as Details;
        return {
          store: offer.store,
          price: offer.price,
          priceValue: offerDetails.priceValue ?? null,
          currency: offerDetails.currency ?? null,
        };
      }),
    },
  };
}
