import { defaultCurrency, parsePriceText } from '@kolekt/extract';
import { and, asc, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { collectionProducts, priceObservations, products } from './schema';

const batchSize = 500;

/**
 * Migration 0009's data step: products read before prices were amounts get theirs parsed from the
 * display text (SHOPS.md's number forms; a shipping threshold is no price), a first observation
 * at the time of that read, and their collections' price-at-add. A row is done once it has
 * `price_checked_at`, so the step runs once per row even if a start is interrupted.
 */
export async function backfillPriceAmounts(db: Db): Promise<number> {
  let done = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        price: products.price,
        url: products.url,
        readAt: sql<Date>`coalesce(${products.confirmedAt}, ${products.updatedAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(products)
      .where(
        and(
          isNotNull(products.confirmedAt),
          isNull(products.priceCheckedAt),
          gt(products.id, after),
        ),
      )
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const parsed = row.price ? parsePriceText(row.price) : null;
        const amount = parsed ? parsed.value.toFixed(2) : null;
        const currency = parsed ? (parsed.currency ?? defaultCurrency(row.url)) : null;
        await tx
          .update(products)
          .set({ priceAmount: amount, priceCurrency: currency, priceCheckedAt: row.readAt })
          .where(sql`${products.id} = ${row.id}`);
        if (amount) {
          await tx.insert(priceObservations).values({
            productId: row.id,
            observedAt: row.readAt,
            amount,
            currency,
            availability: 'unknown',
            source: 'server',
            isPublic: true,
          });
        }
      }
      await tx
        .update(collectionProducts)
        .set({
          priceAtAdd: sql`(select ${products.priceAmount} from ${products}
          where ${products.id} = ${collectionProducts.productId})`,
        })
        .where(
          and(
            inArray(
              collectionProducts.productId,
              rows.map((row) => row.id),
            ),
            isNull(collectionProducts.priceAtAdd),
          ),
        );
    });
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}
