import { describe, expect, it } from 'vitest';
import { believedAvailability, isRealMove } from './price-rules';

describe('price rules', () => {
  it('believes a stock change only after two observations in a row', () => {
    const from = (believed: 'in_stock' | 'out_of_stock' | 'unknown', previous: string | null) =>
      believedAvailability({
        believed,
        previous: previous as never,
        latest: 'out_of_stock',
      });
    expect(from('in_stock', 'in_stock')).toBe('in_stock');
    expect(from('in_stock', 'out_of_stock')).toBe('out_of_stock');
    // Nothing was believed yet: the first reading counts.
    expect(from('unknown', null)).toBe('out_of_stock');
    // A page that stops saying keeps what was believed.
    expect(
      believedAvailability({ believed: 'in_stock', previous: 'unknown', latest: 'unknown' }),
    ).toBe('in_stock');
  });

  it('treats moves under 2 % of the 30-day median as noise', () => {
    expect(isRealMove('1000.00', '990.00', '1000.00')).toBe(false);
    expect(isRealMove('1000.00', '980.00', '1000.00')).toBe(true);
    expect(isRealMove('1000.00', '1020.00', '1000.00')).toBe(true);
    // The median, not the last price, is the reference: 15 is 1.5 % of 1000.
    expect(isRealMove('500.00', '485.00', '1000.00')).toBe(false);
    expect(isRealMove('500.00', '485.00', null)).toBe(true);
  });
});
