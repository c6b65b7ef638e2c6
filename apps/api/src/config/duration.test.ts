import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    ['6h', 6 * 3_600_000],
    ['20s', 20_000],
    ['2s', 2000],
    ['90m', 90 * 60_000],
    ['1.5h', 5_400_000],
    ['1d', 86_400_000],
    ['500ms', 500],
    [' 30 s ', 30_000],
    ['2H', 7_200_000],
  ])('reads %j as %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '6', 'h', 'soon', '-5s', '6 hours', '1h30m', '1e3s', '.5h', '5x', '5 s s'])(
    'refuses %j',
    (text) => expect(parseDuration(text)).toBeNull(),
  );
});
