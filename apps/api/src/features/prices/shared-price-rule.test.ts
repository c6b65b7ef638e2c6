import { describe, expect, it } from 'vitest';
import { agreedAmount } from './shared-price-rule';

const read = (userId: string, amount: string) => ({ userId, amount });

describe('the amount independent accounts agree on', () => {
  it('needs three accounts within 2 % of each other, the reader among them', () => {
    const two = [read('a', '1000.00'), read('b', '1010.00')];
    expect(agreedAmount(two, 'a')).toBeNull();
    const three = [...two, read('c', '1020.00')];
    // The middle reading, so neither edge chooses the price.
    expect(agreedAmount(three, 'c')).toBe('1010.00');
    expect(agreedAmount(three, 'someone-else')).toBeNull();
  });

  it('refuses readings spread wider than 2 % of the lowest', () => {
    // 1020.01 is 2.001 % above 1000.00.
    const wide = [read('a', '1000.00'), read('b', '1010.00'), read('c', '1020.01')];
    expect(agreedAmount(wide, 'a')).toBeNull();
  });

  it('picks the largest agreeing group, and only when the reader is in it', () => {
    const readings = [
      read('a', '500.00'),
      read('b', '1000.00'),
      read('c', '1001.00'),
      read('d', '1002.00'),
      read('e', '1003.00'),
    ];
    expect(agreedAmount(readings, 'e')).toBe('1001.00');
    expect(agreedAmount(readings, 'a')).toBeNull();
  });
});
