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

/**
 * Puts a product someone starts watching on the schedule soon: `delaySeconds` after its last
 * read (now, when that is longer ago), unless it is due sooner anyway. The scheduler does not
 * push it a period on (see `readRecently`), and the shop's slots and tokens still pace it.
 */
export async function checkSoon(db: DbOrTx, productId: string, delaySeconds: number) {
  const soon = sql`greatest(now(), ${products.priceCheckedAt} + make_interval(secs => ${delaySeconds}))`;
  await db
    .update(products)
    // least() skips a null: a product not yet on the schedule joins it at `soon`.
    .set({ nextCheckAt: sql`least(${products.nextCheckAt}, ${soon})` })
    .where(eq(products.id, productId));
}
