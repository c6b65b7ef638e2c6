import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads a decimal comma or point as the api’s exact decimal', () => {
    expect(parseAmount('1299,90')).toBe('1299.90');
    expect(parseAmount('1299.90')).toBe('1299.90');
    expect(parseAmount(' 1299,9 TL ')).toBe('1299.90');
    expect(parseAmount('1299')).toBe('1299.00');
  });

  it('reads thousands marks in the Turkish and the English way', () => {
    expect(parseAmount('1.299,90')).toBe('1299.90');
    expect(parseAmount('1,299.90')).toBe('1299.90');
    expect(parseAmount('12.499')).toBe('12499.00');
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '12,3456', '1299,999', '1.2.3', '12,34,56.7', '1e5']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});
