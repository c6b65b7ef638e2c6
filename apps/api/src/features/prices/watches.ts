import type { Paging } from '@kolekt/shared/paging';
import type { Watch, WatchPage, WatchProductInput } from '@kolekt/shared/price';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/database';
import { priceWatches, productDetails, products } from '../../db/schema';
import { pageWindow, toPage } from '../../lib/paging';
import { detailsOf, shownProductColumns } from '../products/product-query';
import { priceColumns } from './price-columns';
import { watchCheckDelaySeconds } from './price-check-timing';
import { checkSoon } from './track-product';
import { findVisibleProduct } from './visible-product';

/** The caller's watches (those of `productId` only, when given), each with its product as the caller's cards show it. */
function selectWatches(db: DbOrTx, callerId: string, productId?: string) {
  const { title, store, url, imagePath, price } = shownProductColumns;
  return db
    .select({
      productId: priceWatches.productId,
      title,
      store,
      url,
      imagePath,
      price,
      ...priceColumns,
      targetPrice: priceWatches.targetPrice,
      onDrop: priceWatches.onDrop,
      onBackInStock: priceWatches.onBackInStock,
      createdAt: priceWatches.createdAt,
    })
    .from(priceWatches)
    .innerJoin(products, eq(products.id, priceWatches.productId))
    .leftJoin(productDetails, detailsOf(callerId))
    .where(
      and(
        eq(priceWatches.userId, callerId),
        productId ? eq(priceWatches.productId, productId) : undefined,
      ),
    );
}

type WatchRow = Awaited<ReturnType<ReturnType<typeof selectWatches>['execute']>>[number];

const toWatch = (row: WatchRow): Watch => ({ ...row, createdAt: row.createdAt.toISOString() });

async function findWatch(db: DbOrTx, callerId: string, productId: string) {
  const [row] = await selectWatches(db, callerId, productId);
  return row ? toWatch(row) : null;
}

export async function getWatch(options: { db: DbOrTx; callerId: string; productId: string }) {
  await findVisibleProduct(options.db, options.productId, options.callerId);
  return findWatch(options.db, options.callerId, options.productId);
}

/**
 * Starts or changes a watch. Drops are measured from the price of this moment, the target is
 * told anew, and the product is read again within minutes (`watchCheckDelaySeconds`), then every
 * period (`everyMs`).
 */
export async function watchProduct(options: {
  database: Database;
  callerId: string;
  productId: string;
  input: WatchProductInput;
  everyMs: number;
}): Promise<Watch> {
  const { callerId, productId, input } = options;
  return options.database.db.transaction(async (tx) => {
    const product = await findVisibleProduct(tx, productId, callerId);
    const settings = {
      targetPrice: input.targetPrice ?? null,
      onDrop: input.onDrop ?? true,
      onBackInStock: input.onBackInStock ?? true,
      baselineAmount: product.amount,
      targetReached: false,
    };
    await tx
      .insert(priceWatches)
      .values({ userId: callerId, productId, ...settings })
      .onConflictDoUpdate({
        target: [priceWatches.userId, priceWatches.productId],
        set: { ...settings, updatedAt: sql`now()` },
      });
    await checkSoon(tx, productId, watchCheckDelaySeconds(options.everyMs));
    return (await findWatch(tx, callerId, productId))!;
  });
}

export async function unwatchProduct(options: { db: DbOrTx; callerId: string; productId: string }) {
  await findVisibleProduct(options.db, options.productId, options.callerId);
  await options.db
    .delete(priceWatches)
    .where(
      and(eq(priceWatches.userId, options.callerId), eq(priceWatches.productId, options.productId)),
    );
}

/** The caller's watches, newest first. */
export async function listWatches(options: {
  db: DbOrTx;
  callerId: string;
  paging: Paging;
}): Promise<WatchPage> {
  const { limit, offset } = pageWindow(options.paging);
  const rows = await selectWatches(options.db, options.callerId)
    .orderBy(desc(priceWatches.createdAt), desc(priceWatches.productId))
    .limit(limit)
    .offset(offset);
  return toPage(rows.map(toWatch), options.paging);
}
