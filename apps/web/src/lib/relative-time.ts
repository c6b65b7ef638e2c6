import type { TFunction } from 'i18next';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Spec §9: 'Just now' under 1 minute, then Nm ago, Nh ago, Nd ago (in the user's language). */
export function formatRelativeTime(t: TFunction, date: string | Date, now = Date.now()) {
  const elapsed = Math.max(0, now - new Date(date).getTime());
  if (elapsed < minute) return t('time.justNow');
  if (elapsed < hour) return t('time.minutesAgo', { count: Math.floor(elapsed / minute) });
  if (elapsed < day) return t('time.hoursAgo', { count: Math.floor(elapsed / hour) });
  return t('time.daysAgo', { count: Math.floor(elapsed / day) });
}
