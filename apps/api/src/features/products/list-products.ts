import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import type { Product } from '@kolekt/shared/product';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/database';
import { collectionProducts, collections, productDetails, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { jsonObject } from '../../lib/json-object';
import type { PageStart, PageStarts } from '../../lib/page-starts';
import { pageWindow, toPage } from '../../lib/paging';
import { nobody, preparedPerDatabase, slot } from '../../lib/prepared-statement';
import { visibleTo } from '../collections/collection-query';
import { collectionPriceColumns } from '../prices/price-columns';
import { detailsOf, productColumns, productVisibleTo, shownProductColumns } from './product-query';

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
const startingAt = (
  sortColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  start: PageStart | typeof startSlots,
) => sql`(
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

/** Where a prepared page statement starts: its placeholders. */
const startSlots = { sortKey: slot('startSortKey'), id: slot('startId') };

/**
 * Whose own details a collection may show the caller (decision 0063): the caller's own, and the
 * collection owner's where the owner added the product, unless the owner only copied them from
 * someone else's collection. A member's or a copied statement is never shown to others.
 */
const detailsShownTo = sql`(
  ${productDetails.userId} = ${slot('caller')}
  or (${productDetails.source} <> 'copied'
    and ${productDetails.userId} = (
      select ${collections.userId} from ${collections} where ${collections.id} = ${slot('collectionId')}
    ))
)`;

/**
 * A collection's products, newest first, in one statement with the collection's own row: no row
 * at all when the caller may not see the collection (the same 404 as a missing one), one row
 * without a product when the page is empty. Each product shows what the person who added it
 * there knows of it, where the caller may see that (detailsShownTo), until the shop's own data
 * confirms it. Prepared twice: from a remembered page start, and by OFFSET.
 */
function collectionPageStatement(db: Db, fromStart: boolean) {
  const page = db
    .select({
      item: jsonObject<ProductRow>(
        {
          ...shownProductColumns,
          ...collectionPriceColumns,
          sortKey: exactly(collectionProducts.addedAt),
        },
        { asText: ['amount'] },
      ).as('page_item'),
      addedAt: collectionProducts.addedAt,
      productId: collectionProducts.productId,
    })
    .from(products)
    .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
    .leftJoin(productDetails, and(detailsOf(collectionProducts.addedBy), detailsShownTo))
    .where(
      and(
        eq(collectionProducts.collectionId, slot('collectionId')),
        fromStart
          ? startingAt(collectionProducts.addedAt, collectionProducts.productId, startSlots)
          : undefined,
      ),
    )
    // The membership's own columns, so the (collection, added, product) index gives the order.
    .orderBy(desc(collectionProducts.addedAt), desc(collectionProducts.productId))
    .limit(slot('limit'))
    .offset(slot('offset'))
    .as('page');
  return (
    db
      .select({ productCount: collections.productCount, item: page.item })
      .from(collections)
      // Read only once the collection row passed: an invisible collection reads no product.
      .leftJoin(page, sql`true`)
      .where(and(eq(collections.id, slot('collectionId')), visibleTo(slot('caller'))))
      .orderBy(desc(page.addedAt), desc(page.productId))
      .prepare(fromStart ? 'collection_page_from_start' : 'collection_page')
  );
}

const collectionPage = preparedPerDatabase((db) => collectionPageStatement(db, false));
const collectionPageFromStart = preparedPerDatabase((db) => collectionPageStatement(db, true));

export async function listCollectionProducts(
  options: Omit<ListOptions, 'db'> & { db: Db; collectionId: string },
): Promise<PagedResult<Product>> {
  const { db, callerId, collectionId, paging } = options;
  let productCount = 0;
  const rows = await newestFirstPage({
    pageStarts: options.pageStarts,
    // The same rows for everyone who may see the collection.
    list: `collection:${collectionId}`,
    paging,
    read: async ({ limit, offset, start }) => {
      const values = { collectionId, caller: callerId ?? nobody, limit, offset };
      const found = start
        ? await collectionPageFromStart(db).execute({
            ...values,
            startSortKey: start.sortKey,
            startId: start.id,
          })
        : await collectionPage(db).execute(values);
      if (found.length === 0) throw notFound(collectionMessages.notFound);
      productCount = found[0]!.productCount;
      return found.flatMap(({ item }) => (item === null ? [] : [item]));
    },
  });
  return toPage(rows, paging, productCount);
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
