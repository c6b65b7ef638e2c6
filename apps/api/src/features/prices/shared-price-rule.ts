import { toCents } from './price-rules';

/**
 * When users' browser readings may move the shared price (decision 0062): several independent
 * accounts, each old enough and with a proven address, that saw nearly the same price recently.
 */
export const sharedPriceRule = {
  /** Distinct accounts whose readings must agree; one account counts once however often it sends. */
  accounts: 3,
  /** Only readings this recent are counted (each account's latest one). */
  windowHours: 24,
  /** The highest and lowest agreeing readings differ by at most this share of the lowest. */
  spread: 0.02,
  /** An account counts only when it was created at least this long before its reading. */
  minAccountAgeDays: 7,
} as const;

/** One account's latest reading in the window. */
export interface AccountReading {
  userId: string;
  amount: string;
}

/**
 * The price several accounts agree on, or null: the largest group of readings (one per account)
 * whose spread is within the rule and that holds `readerId`'s own reading, when it has enough
 * accounts; its median (the lower middle one), so no single reader chooses the value.
 */
export function agreedAmount(readings: AccountReading[], readerId: string): string | null {
  const sorted = [...readings].sort((a, b) => toCents(a.amount) - toCents(b.amount));
  let best: AccountReading[] = [];
  for (let low = 0; low < sorted.length; low += 1) {
    const floor = toCents(sorted[low]!.amount);
    const limit = floor + Math.floor(floor * sharedPriceRule.spread);
    const group = sorted.slice(low).filter((reading) => toCents(reading.amount) <= limit);
    if (group.length > best.length && group.some((reading) => reading.userId === readerId)) {
      best = group;
    }
  }
  if (best.length < sharedPriceRule.accounts) return null;
  return best[Math.floor((best.length - 1) / 2)]!.amount;
}
