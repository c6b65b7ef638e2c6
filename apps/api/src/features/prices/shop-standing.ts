import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { maxShopPauseSeconds } from './price-check-timing';

/**
 * A failed check (challenge page, refusal, time-out) pauses its shop: the first failure in a
 * row for `backoffSeconds`, each further one twice as long as the one before, at most 6 h.
 */
export async function recordShopFailure(
  db: DbOrTx,
  options: { store: string; backoffSeconds: number },
) {
  const { store, backoffSeconds } = options;
  // The exponent is capped so the arithmetic cannot overflow; the pause is capped anyway.
  await db.execute(sql`
    insert into price_check_shops as s (store, failures, paused_until)
    values (${store}, 1, now() + make_interval(secs => ${Math.min(backoffSeconds, maxShopPauseSeconds)}))
    on conflict (store) do update set
      failures = s.failures + 1,
      paused_until = now() + make_interval(secs => least(
        ${maxShopPauseSeconds}::float8,
        ${backoffSeconds}::float8 * power(2, least(s.failures, 20))
      ))`);
}

/** A shop that answered a check is trusted again: its failures in a row are over. */
export async function recordShopSuccess(db: DbOrTx, store: string) {
  await db.execute(sql`
    update price_check_shops set failures = 0, paused_until = null
    where store = ${store} and (failures > 0 or paused_until is not null)`);
}
