import type { AlertKind } from './alert-texts';
import { isRealMove, toCents } from './price-rules';
import type { PriceChange } from './record-observation';

/** What a watch remembers between observations. */
export interface WatchState {
  targetPrice: string | null;
  onDrop: boolean;
  onBackInStock: boolean;
  /** The price a drop is measured from. */
  baselineAmount: string | null;
  targetReached: boolean;
}

export interface AlertDecision {
  /** At most one alert per change; null when this change tells the watcher nothing. */
  kind: AlertKind | null;
  /** The price the alert compares with: the baseline for a drop, the last price otherwise. */
  previousAmount: string | null;
  baselineAmount: string | null;
  targetReached: boolean;
}

/** When one change is several news at once, the one the watcher asked most precisely for. */
const priority: AlertKind[] = ['price_target', 'back_in_stock', 'price_drop'];

/**
 * Decides one watch's alert for one public price change (decision 0023):
 * - a drop is a real move (≥ 2 % of the 30-day median) below the baseline while the product can
 *   be bought; the baseline then follows, and a real rise moves it up too, so noise never alerts
 *   and a later drop alerts again;
 * - the target alerts once when the price reaches it while it can be bought, and again only after
 *   the price went back above it;
 * - back in stock is the believed availability going from out of stock to in stock or preorder
 *   (believed after two observations in a row, so one blip changes nothing).
 */
export function decideAlert(watch: WatchState, change: PriceChange): AlertDecision {
  const { before, after } = change;
  const amount = after.amount;
  const canBuy = after.availability !== 'out_of_stock';
  const currencyChanged = before.currency !== null && after.currency !== before.currency;
  let { baselineAmount, targetReached } = watch;
  const kinds: AlertKind[] = [];

  if (amount !== null && (baselineAmount === null || currencyChanged)) {
    baselineAmount = amount;
  } else if (amount !== null && isRealMove(baselineAmount!, amount, change.median30d)) {
    const drop = toCents(amount) < toCents(baselineAmount!);
    if (drop && canBuy && watch.onDrop) kinds.push('price_drop');
    // A drop seen while out of stock waits: it alerts when the product can be bought again.
    if (!drop || canBuy) baselineAmount = amount;
  }

  if (amount !== null && watch.targetPrice !== null && !currencyChanged) {
    if (toCents(amount) > toCents(watch.targetPrice)) targetReached = false;
    else if (!targetReached && canBuy) {
      kinds.push('price_target');
      targetReached = true;
    }
  }

  const backInStock =
    before.availability === 'out_of_stock' &&
    (after.availability === 'in_stock' || after.availability === 'preorder');
  if (backInStock && watch.onBackInStock) kinds.push('back_in_stock');

  const kind = priority.find((candidate) => kinds.includes(candidate)) ?? null;
  return {
    kind,
    previousAmount: kind === 'price_drop' ? watch.baselineAmount : before.amount,
    baselineAmount,
    targetReached,
  };
}
