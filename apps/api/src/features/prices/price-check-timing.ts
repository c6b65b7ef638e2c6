/** A shop's pause after failures in a row never grows beyond this. */
export const maxShopPauseSeconds = 6 * 3600;

/**
 * How often the scheduler looks for due products: four times a period, at least a second apart
 * and at most 30 s (a 6 h period ticks every 30 s, a 2 s test period every second).
 */
export const schedulerTickMs = (everyMs: number): number =>
  Math.min(30_000, Math.max(1000, Math.round(everyMs / 4)));

/**
 * A check still running this long after it started is taken for dead (its process was killed):
 * its shop slot counts as free and pg-boss hands its job to another worker. The scraper's own
 * time limit, plus the 5 s a remote scraper is given on top and a margin for the database work.
 */
export const checkExpirySeconds = (scraperTimeoutMs: number): number =>
  Math.ceil(scraperTimeoutMs / 1000) + 15;

/**
 * The token bucket of a shop holds at most as many checks as may be in flight there: a burst
 * beyond the slots could not start anyway. It refills at PRICE_CHECK_SHOP_PER_MINUTE.
 */
export const bucketCapacity = (limits: { shopSlots: number; shopPerMinute: number }): number =>
  Math.max(1, Math.min(limits.shopSlots, limits.shopPerMinute));

/**
 * How long after its last read a newly watched product is read again (issue #32): a few minutes,
 * so a new watcher sees a second reading in the first hour rather than after a whole period,
 * and never later than the period itself (a 3 s test period checks 3 s after the read).
 */
export const watchCheckDelaySeconds = (everyMs: number): number => Math.min(5 * 60, everyMs / 1000);
