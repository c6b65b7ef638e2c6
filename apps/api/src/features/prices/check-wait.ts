import { sql, type SQL } from 'drizzle-orm';
import { watchCheckDelaySeconds } from './price-check-timing';

/**
 * How long a product (`product`: its table or alias, `p` by default) waits after Kolekt's last
 * read of it before the next: a period, or only a few minutes while a watch newer than that read
 * waits for its first check (issue #32). The scheduler and the next-check time the chart shows
 * use this one rule.
 */
export function checkWait(everySeconds: number, product: SQL = sql`p`): SQL {
  const delaySeconds = watchCheckDelaySeconds(everySeconds * 1000);
  return sql`(case
    when exists (select 1 from price_watches w
                 where w.product_id = ${product}.id and w.created_at > ${product}.price_checked_at)
    then make_interval(secs => ${delaySeconds})
    else make_interval(secs => ${everySeconds}) end)`;
}

/** Read less than its wait ago: a check now would only repeat that read. */
export const readRecently = (everySeconds: number): SQL =>
  sql`(p.price_checked_at > now() - ${checkWait(everySeconds)})`;
