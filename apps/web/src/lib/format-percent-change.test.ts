import { describe, expect, it } from 'vitest';
import { formatPercentChange } from './format-percent-change';

describe('formatPercentChange', () => {
  it('rounds to whole per cents with a sign, in the language’s own order', () => {
    expect(formatPercentChange(-12.4, 'en')).toBe('-12%');
    expect(formatPercentChange(5, 'en')).toBe('+5%');
    expect(formatPercentChange(-12.4, 'tr')).toBe('-%12');
  });
});
