import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { checkWait, readRecently } from './check-wait';

/**
 * When the scheduler will next read a product, as far as the database can tell: its due time,
 * but not before its wait after a recent read is over (the scheduler pushes it there, see
 * `checkWait`) nor before its shop's pause ends. Null when the product is not on the schedule (nobody watches it
 * or keeps it in an active collection). A time already past means: at the scheduler's next tick,
 * as the shop's limits allow.
 */
export async function findNextCheck(
  db: DbOrTx,
  productId: string,
  everySeconds: number,
): Promise<Date | null> {
  const [row] = rowsOf<{ next_check_at: string | Date | null }>(
    await db.execute(sql`
      select greatest(
        case when ${readRecently(everySeconds)}
          then greatest(p.next_check_at, p.price_checked_at + ${checkWait(everySeconds)})
          else p.next_check_at end,
        s.paused_until) as next_check_at
      from products p left join price_check_shops s on s.store = p.store
      where p.id = ${productId} and p.next_check_at is not null`),
  );
  return row?.next_check_at ? new Date(row.next_check_at) : null;
}
