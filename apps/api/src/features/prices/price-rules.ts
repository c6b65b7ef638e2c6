import type { Availability } from '@kolekt/shared/price';

/** Moves smaller than this share of the 30-day median are noise, never an alert. */
export const noiseShare = 0.02;

/**
 * What Kolekt believes about stock after a new public observation: a change is believed only when
 * two observations in a row say it, so one blip changes nothing. From `unknown`, the first
 * reading is believed at once (there is nothing to be wrong about yet).
 */
export function believedAvailability(state: {
  believed: Availability;
  previous: Availability | null;
  latest: Availability;
}): Availability {
  const { believed, previous, latest } = state;
  if (latest === 'unknown' || latest === believed) return believed;
  if (believed === 'unknown' || previous === latest) return latest;
  return believed;
}

/** Cents as a whole number, so amounts compare and subtract exactly. */
export const toCents = (amount: string): number => Math.round(Number(amount) * 100);

/** Whether a move from `from` to `to` is at least 2 % of the reference (median) price. */
export function isRealMove(from: string, to: string, reference: string | null): boolean {
  const base = toCents(reference ?? from);
  return Math.abs(toCents(to) - toCents(from)) >= Math.ceil(base * noiseShare);
}
