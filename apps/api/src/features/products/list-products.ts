import type { PagedResult } from '@kolekt/shared/envelope';
import type { Paging } from '@kolekt/shared/paging';
import type { Product } from '@kolekt/shared/product';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { collectionProducts, products } from '../../db/schema';
import { textMatch } from '../../lib/text-search';
import { pageWindow, toPage } from '../../lib/paging';
import { getVisibleCollection } from '../collections/get-collection';
import { productVisibleTo, selectProducts } from './product-query';

/** A collection's products, newest first; the collection must be visible to the caller. */
export async function listCollectionProducts(options: {
  db: DbOrTx;
  callerId: string | null;
  collectionId: string;
  paging: Paging;
}): Promise<PagedResult<Product>> {
  const { db, callerId, collectionId, paging } = options;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  const window = pageWindow(paging);
  const rows = await selectProducts(db)
    .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(desc(collectionProducts.addedAt), desc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(rows, paging, collection.productCount);
}

async function listVisibleProducts(options: {
  db: DbOrTx;
  callerId: string | null;
  where?: SQL;
  /** Best matches first, before the newest-first order. */
  rank?: SQL[];
  paging: Paging;
}): Promise<PagedResult<Product>> {
  const window = pageWindow(options.paging);
  const rows = await selectProducts(options.db)
    .where(and(productVisibleTo(options.callerId), options.where))
    .orderBy(...(options.rank ?? []), desc(products.createdAt), desc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPage(rows, options.paging);
}

export function listLastAddedProducts(options: {
  db: DbOrTx;
  callerId: string | null;
  paging: Paging;
}) {
  return listVisibleProducts(options);
}

export function listProductsByStore(options: {
  db: DbOrTx;
  callerId: string | null;
  store: string;
  paging: Paging;
}) {
  return listVisibleProducts({
    ...options,
    where: sql`lower(${products.store}) = lower(${options.store})`,
  });
}

export function listProductsByTitle(options: {
  db: DbOrTx;
  callerId: string | null;
  title: string;
  paging: Paging;
}) {
  const match = textMatch(products.titleSearch, options.title);
  return listVisibleProducts({ ...options, where: match.where, rank: match.rank });
}
