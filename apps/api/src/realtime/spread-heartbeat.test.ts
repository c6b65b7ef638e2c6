import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpreadHeartbeat } from './spread-heartbeat';

describe('the spread heartbeat', () => {
  afterEach(() => vi.useRealTimers());

  it('visits every item once a period, a small slice at a time, and forgets those that left', () => {
    vi.useFakeTimers();
    const visits: number[][] = [];
    let current: number[] = [];
    const heartbeat = createSpreadHeartbeat<number>({
      periodMs: 15_000,
      slices: 60,
      visit: (item) => current.push(item),
    });
    const leave = Array.from({ length: 5000 }, (_, item) => heartbeat.join(item));
    for (let tick = 0; tick < 60; tick++) {
      vi.advanceTimersByTime(250);
      visits.push(current);
      current = [];
    }
    expect(visits.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(Math.max(...visits.map((slice) => slice.length))).toBe(Math.ceil(5000 / 60));

    leave.slice(0, 2500).forEach((leaveOne) => leaveOne());
    vi.advanceTimersByTime(15_000);
    expect(current).toHaveLength(2500);
    expect(Math.min(...current)).toBe(2500);
    heartbeat.stop();
    vi.advanceTimersByTime(15_000);
    expect(current).toHaveLength(2500);
  });
});
