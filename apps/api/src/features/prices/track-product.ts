import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { products } from '../../db/schema';

/**
 * Puts a product on the re-check schedule (someone watches it or keeps it in an active
 * collection). It is due at once; the scheduler pushes a product read less than a period ago
 * to one period after that read instead of fetching it again.
 */
export async function trackProduct(db: DbOrTx, productId: string) {
  await db
    .update(products)
    .set({ nextCheckAt: sql`coalesce(${products.nextCheckAt}, now())` })
    .where(eq(products.id, productId));
}
