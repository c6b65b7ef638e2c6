import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import type { Product } from '@kolekt/shared/product';
import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, productDetails, products } from '../../db/schema';
import type { PageStart, PageStarts } from '../../lib/page-starts';
import { pageWindow, toPage } from '../../lib/paging';
import { textConditions } from '../../lib/text-search';
import { getVisibleCollection } from '../collections/get-collection';
import { collectionPriceColumns } from '../prices/price-columns';
import {
  detailsOf,
  productColumns,
  productVisibleTo,
  selectProducts,
  shownProductColumns,
} from './product-query';

interface ListOptions {
  db: DbOrTx;
  pageStarts: PageStarts;
  callerId: string | null;
  paging: Paging;
}

type ProductRow = Product & { sortKey: string };

/** The sort value printed exactly: a JS Date would drop PostgreSQL's microseconds. */
const exactly = (column: AnyPgColumn) => sql<string>`${column}::text`;

/**
 * Rows from `start` on, newest first with the product id breaking ties. The plain bound lets the
 * timestamp index start its range scan at the page; the row comparison only settles ties.
 */
const startingAt = (sortColumn: AnyPgColumn, idColumn: AnyPgColumn, start: PageStart) => sql`(
  ${sortColumn} <= ${start.sortKey}::timestamptz
  and (${sortColumn}, ${idColumn}) <= (${start.sortKey}::timestamptz, ${start.id}::uuid)
)`;

/**
 * One page of a newest-first list: from its remembered start when known (an index range),
 * otherwise with OFFSET; then where this page and the next begin are remembered.
 */
async function newestFirstPage(options: {
  pageStarts: PageStarts;
  list: string;
  paging: Paging;
  read: (window: { limit: number; offset: number; start?: PageStart }) => Promise<ProductRow[]>;
}): Promise<Product[]> {
  const { pageStarts, list, paging } = options;
  const window = pageWindow(paging);
  const start = pageStarts.find(list, paging);
  const rows = await options.read(start ? { limit: window.limit, offset: 0, start } : window);
  pageStarts.remember(list, paging, rows);
  return rows.map(({ sortKey: _sortKey, ...product }) => product);
}

/**
 * A collection's products, newest first; the collection must be visible to the caller. Each shows
 * what the person who added it there knows of it until the shop's own data confirms it.
 */
export async function listCollectionProducts(
  options: ListOptions & { collectionId: string },
): Promise<PagedResult<Product>> {
  const { db, callerId, collectionId, paging } = options;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  const rows = await newestFirstPage({
    pageStarts: options.pageStarts,
    // The same rows for everyone who may see the collection.
    list: `collection:${collectionId}`,
    paging,
    read: ({ limit, offset, start }) =>
      db
        .select({
          ...shownProductColumns,
          ...collectionPriceColumns,
          sortKey: exactly(collectionProducts.addedAt),
        })
        .from(products)
        .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
        .leftJoin(productDetails, detailsOf(collectionProducts.addedBy))
        .where(
          and(
            eq(collectionProducts.collectionId, collectionId),
            start && startingAt(collectionProducts.addedAt, collectionProducts.productId, start),
          ),
        )
        // The membership's own columns, so the (collection, added, product) index gives the order.
        .orderBy(desc(collectionProducts.addedAt), desc(collectionProducts.productId))
        .limit(limit)
        .offset(offset),
  });
  return toPage(rows, paging, collection.productCount);
}

/** Products the caller may see in lists, newest first, optionally narrowed by `where`. */
async function listVisibleProducts(
  options: ListOptions & { list: string; where?: SQL },
): Promise<PagedResult<Product>> {
  const { db, callerId, paging } = options;
  const rows = await newestFirstPage({
    pageStarts: options.pageStarts,
    // Visibility depends on the caller, so each caller's list is its own.
    list: `${options.list}:${callerId ?? 'guest'}`,
    paging,
    read: ({ limit, offset, start }) =>
      db
        .select({ ...productColumns, sortKey: exactly(products.createdAt) })
        .from(products)
        .where(
          and(
            productVisibleTo(callerId),
            options.where,
            start && startingAt(products.createdAt, products.id, start),
          ),
        )
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset),
  });
  return toPage(rows, paging);
}

export function listLastAddedProducts(options: ListOptions) {
  return listVisibleProducts({ ...options, list: 'lastAdded' });
}

export function listProductsByStore(options: ListOptions & { store: string }) {
  return listVisibleProducts({
    ...options,
    list: `store:${options.store.toLowerCase()}`,
    where: sql`lower(${products.store}) = lower(${options.store})`,
  });
}

/**
 * Products by title: every title containing the text first, newest first; once those run out,
 * titles that only look alike (typos), most similar first. Ranking every substring match by
 * similarity read and scored each of them (0.6 s for a word in 16,000 of 1M titles); a newest-
 * first substring page is an index walk for a common word and a small trigram bitmap for a rare
 * one (about 1 ms), and the similarity branch only runs past the end of the substring matches.
 * Search pages stay shallow (load more, 12 at a time), so they page with OFFSET.
 */
export async function listProductsByTitle(
  options: Omit<ListOptions, 'pageStarts'> & { title: string },
): Promise<PagedResult<Product>> {
  const { db, callerId, paging } = options;
  const { contains, resembles, similarity } = textConditions(products.titleSearch, options.title);
  const visible = productVisibleTo(callerId);
  const window = pageWindow(paging);
  const containing = await selectProducts(db)
    .where(and(visible, contains))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  if (containing.length === window.limit) return toPage(containing, paging);

  // Where the substring matches end: known from this page, or counted (fewer than the offset).
  const containingTotal =
    containing.length > 0
      ? window.offset + containing.length
      : ((
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(products)
            .where(and(visible, contains))
        )[0]?.total ?? 0);
  const resembling = await selectProducts(db)
    .where(and(visible, resembles, not(contains)))
    .orderBy(sql`${similarity} desc`, desc(products.createdAt), desc(products.id))
    .limit(window.limit - containing.length)
    .offset(Math.max(0, window.offset - containingTotal));
  return toPage([...containing, ...resembling], paging);
}
