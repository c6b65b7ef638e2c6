/** How the chart words the next check: a key under `prices.nextCheck` and its count. */
export type NextCheckWording =
  { key: 'soon' } | { key: 'minutes' | 'hours' | 'days'; count: number };

const minute = 60_000;
const hour = 60 * minute;

/**
 * The next check as a person would say it, rounded ("in about 5 minutes", "about 6 hours"): the
 * scheduler keeps the shop's pace, so the minute is never exact. A time under a minute away, or
 * already past (due at the next round the shop allows), is "in a moment".
 */
export function nextCheckWording(nextCheckAt: string, now: number): NextCheckWording {
  const ms = new Date(nextCheckAt).getTime() - now;
  if (ms < 45_000) return { key: 'soon' };
  const minutes = Math.max(1, Math.round(ms / minute));
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.round(ms / hour);
  if (hours < 24) return { key: 'hours', count: hours };
  return { key: 'days', count: Math.round(ms / (24 * hour)) };
}

/**
 * When an open price history is read again: a few seconds after its next check is due, so the
 * new reading appears without reopening, and at least once a minute, so "in about N minutes"
 * stays true while it is shown. A check already due is looked for every 10 s. Nothing planned,
 * nothing to wait for.
 */
export function historyRefreshMs(nextCheckAt: string | null, now: number): number | false {
  if (!nextCheckAt) return false;
  const ms = new Date(nextCheckAt).getTime() - now;
  if (ms <= 0) return 10_000;
  return Math.min(ms + 3000, minute);
}
