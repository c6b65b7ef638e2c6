import type { ProductDetailsSource } from '@kolekt/shared/product';
import { and, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, collections, productDetails, products } from '../../db/schema';
import { priceColumns } from '../prices/price-columns';
import { memberOf, type Caller } from '../collections/collection-query';

const confirmed = sql`${products.confirmedAt} is not null`;

/** The last fallback title: the link's host and path, so a card never reads blank. */
const linkTitle = sql`regexp_replace(regexp_replace(${products.url}, ${'^[a-z]+://(www[.])?'}, ''), ${'[?#].*$'}, '')`;

/** Lists carry the detail modal's description too; a very long one is cut to keep pages light. */
const maxListedDescription = 1000;
const shopDescription = sql`nullif(btrim(${products.details} ->> 'description'), '')`;
const listedDescription = sql<string | null>`case
  when length(${shopDescription}) > ${maxListedDescription}
  then left(${shopDescription}, ${maxListedDescription - 1}) || '…'
  else ${shopDescription} end`;

/** A product as global lists answer it: only the shared row, which they only list confirmed. */
export const productColumns = {
  id: products.id,
  title: sql<string>`coalesce(${products.title}, ${linkTitle})`,
  store: products.store,
  price: products.price,
  imagePath: products.imagePath,
  url: products.url,
  description: listedDescription,
  detailsSource: sql<ProductDetailsSource>`'shop'`,
  ...priceColumns,
};

/**
 * A product as one person's view shows it (decision 0010): the shop's own data once Kolekt's read
 * of it confirmed the row, otherwise the joined `product_details` of that person.
 */
export const shownProductColumns = {
  id: products.id,
  title: sql<string>`case when ${confirmed} then coalesce(${products.title}, ${linkTitle})
    else coalesce(${productDetails.title}, ${linkTitle}) end`,
  store: products.store,
  price: sql<
    string | null
  >`case when ${confirmed} then ${products.price} else ${productDetails.price} end`,
  imagePath: sql<
    string | null
  >`case when ${confirmed} then ${products.imagePath} else ${productDetails.imagePath} end`,
  url: products.url,
  // A user's own details have no description: only the shop's, once confirmed.
  description: sql<string | null>`case when ${confirmed} then ${listedDescription} end`,
  detailsSource: sql<ProductDetailsSource>`case when ${confirmed} then 'shop' else 'user' end`,
  ...priceColumns,
};

/** Joins the details of the user in `userId` (a column or a value) to the product. */
export const detailsOf = (userId: AnyPgColumn | string) =>
  and(eq(productDetails.productId, products.id), eq(productDetails.userId, userId));

/** One product as `userId` sees it where they added it. */
export async function loadShownProduct(db: DbOrTx, productId: string, userId: string) {
  const [row] = await db
    .select(shownProductColumns)
    .from(products)
    .leftJoin(productDetails, detailsOf(userId))
    .where(eq(products.id, productId))
    .limit(1);
  return row!;
}

export function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products);
}

/**
 * A product surfaces in lists (last added, store pages, search) only once the server confirmed
 * it (one user's words are never listed for everyone) and only when it sits in at least one
 * public active collection, or in one of the caller's own.
 */
export function productVisibleTo(callerId: string | null): SQL {
  return and(isNotNull(products.confirmedAt), productInVisibleCollection(callerId))!;
}

/**
 * The product sits in a public active collection, in one of the caller's own, or in an active
 * one the caller is a member of. `productId`
 * names the product's id where a query reads it from a subquery instead of `products`.
 */
export function productInVisibleCollection(
  callerId: Caller,
  productId: SQLWrapper = products.id,
): SQL {
  const own = callerId
    ? sql`or ${collections.userId} = ${callerId} or ${memberOf(callerId)}`
    : sql``;
  return sql`exists (
    select 1 from ${collectionProducts}
    join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
    where ${collectionProducts.productId} = ${productId}
      and ${collections.status} = 0
      and (${collections.isPublic} ${own})
  )`;
}
