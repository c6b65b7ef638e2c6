import { findStoreByHost } from '@kolekt/shared/stores';
import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { productDetails, products, type ProductDetailsOrigin } from '../../db/schema';

export interface ProductFields {
  url: string;
  title: string;
  store: string;
  price: string | null;
  imagePath: string | null;
  details?: Record<string, unknown>;
}

export interface UserDetails {
  title: string;
  price: string | null;
  imagePath: string | null;
  source: ProductDetailsOrigin;
}

/** An unknown shop's store is its host name, which may be longer than the column. */
const storeColumn = (store: string) => store.slice(0, 100);

/** The store a link belongs to: a built-in shop's name, else the bare host name. */
export function storeOfUrl(url: string): string {
  const host = new URL(url).hostname;
  return storeColumn(findStoreByHost(host)?.name ?? host.replace(/^www\./, ''));
}

/**
 * What the server's own read of the shop found (decision 0010). A scrape (`refresh`) brings the
 * shared row up to date and confirms it; a signed search result only fills a row nobody's read
 * confirmed yet, so it never overwrites a scraped page. Answers the row's id and whether this
 * read was written (the search result of a confirmed row is not).
 */
export async function saveShopProduct(
  db: DbOrTx,
  fields: ProductFields,
  refresh: boolean,
): Promise<{ id: string; written: boolean }> {
  const values = {
    ...fields,
    details: fields.details ?? null,
    store: storeColumn(fields.store),
    confirmedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const { url: _url, ...set } = values;
  const saved = await db
    .insert(products)
    .values(values)
    .onConflictDoUpdate({
      target: products.url,
      set,
      setWhere: refresh ? undefined : isNull(products.confirmedAt),
    })
    .returning({ id: products.id });
  if (saved[0]) return { id: saved[0].id, written: true };
  return { id: await ensureProduct(db, fields.url), written: false };
}

/**
 * The shared row of a link that only a user has described: created empty (unconfirmed) when
 * missing, never changed when it exists. Answers its id.
 */
export async function ensureProduct(db: DbOrTx, url: string): Promise<string> {
  await db
    .insert(products)
    .values({ url, store: storeOfUrl(url) })
    .onConflictDoNothing({ target: products.url });
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.url, url))
    .limit(1);
  return row!.id;
}

/** The caller's own statement of what a product is; a newer one replaces theirs. */
export async function saveUserDetails(
  db: DbOrTx,
  productId: string,
  userId: string,
  details: UserDetails,
) {
  const values = { productId, userId, ...details };
  await db
    .insert(productDetails)
    .values(values)
    .onConflictDoUpdate({
      target: [productDetails.productId, productDetails.userId],
      set: { ...details, updatedAt: sql`now()` },
    });
}
