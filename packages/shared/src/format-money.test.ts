import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes lira as Turkish shops do, and other currencies with their symbol', () => {
    expect(formatMoney('12499.90', 'TRY', 'tr')).toBe('12.499,90 TL');
    expect(formatMoney('12499.9', 'TRY', 'en')).toBe('12,499.90 TL');
    expect(formatMoney('10.89', 'GBP', 'en')).toBe('£10.89');
    expect(formatMoney('10.89', 'GBP', 'tr')).toBe('£10,89');
    expect(formatMoney('5', null, 'en')).toBe('5.00');
  });

  it('writes a code Intl does not accept after the number, the second time as the first', () => {
    expect(formatMoney('12', 'EURO', 'en')).toBe('12.00 EURO');
    expect(formatMoney('12', 'EURO', 'en')).toBe('12.00 EURO');
    expect(formatMoney('12', 'GBP', 'en')).toBe('£12.00');
  });
});
