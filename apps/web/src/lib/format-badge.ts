import { badgeCap } from '@kolekt/shared/constants';

/**
 * A badge count, capped at '99+' (spec §9). `more` marks a count known only as a lower bound
 * (more pages exist), shown as 'n+' so the badge never claims an exact number it does not know.
 */
export function formatBadge(count: number, more = false) {
  if (count > badgeCap) return `${badgeCap}+`;
  return more ? `${count}+` : String(count);
}
