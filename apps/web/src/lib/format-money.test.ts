import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercentChange } from './format-money';

describe('formatMoney', () => {
  it('writes lira as Turkish shops do, and other currencies with their symbol', () => {
    expect(formatMoney('12499.90', 'TRY', 'tr')).toBe('12.499,90 TL');
    expect(formatMoney('12499.9', 'TRY', 'en')).toBe('12,499.90 TL');
    expect(formatMoney('10.89', 'GBP', 'en')).toBe('£10.89');
    expect(formatMoney('10.89', 'GBP', 'tr')).toBe('£10,89');
    expect(formatMoney('5', null, 'en')).toBe('5.00');
  });
});

describe('formatPercentChange', () => {
  it('rounds to whole per cents with a sign, in the language’s own order', () => {
    expect(formatPercentChange(-12.4, 'en')).toBe('-12%');
    expect(formatPercentChange(5, 'en')).toBe('+5%');
    expect(formatPercentChange(-12.4, 'tr')).toBe('-%12');
  });
});
