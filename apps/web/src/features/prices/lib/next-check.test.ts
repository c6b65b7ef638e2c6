import { describe, expect, it } from 'vitest';
import { historyRefreshMs, nextCheckWording } from './next-check';

const now = Date.parse('2026-11-28T10:00:00Z');
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe('nextCheckWording', () => {
  it('rounds to minutes, hours or days, and says "in a moment" under a minute or when due', () => {
    expect(nextCheckWording(inMs(-5000), now)).toEqual({ key: 'soon' });
    expect(nextCheckWording(inMs(3000), now)).toEqual({ key: 'soon' });
    expect(nextCheckWording(inMs(50_000), now)).toEqual({ key: 'minutes', count: 1 });
    expect(nextCheckWording(inMs(4.6 * 60_000), now)).toEqual({ key: 'minutes', count: 5 });
    expect(nextCheckWording(inMs(59.6 * 60_000), now)).toEqual({ key: 'hours', count: 1 });
    expect(nextCheckWording(inMs(5.9 * 3_600_000), now)).toEqual({ key: 'hours', count: 6 });
    expect(nextCheckWording(inMs(30 * 3_600_000), now)).toEqual({ key: 'days', count: 1 });
  });
});

describe('historyRefreshMs', () => {
  it('reads again just after the check is due, at least once a minute, and not when none is planned', () => {
    expect(historyRefreshMs(null, now)).toBe(false);
    expect(historyRefreshMs(inMs(2000), now)).toBe(5000);
    expect(historyRefreshMs(inMs(6 * 3_600_000), now)).toBe(60_000);
    expect(historyRefreshMs(inMs(-1000), now)).toBe(10_000);
  });
});
