import { describe, expect, it } from 'vitest';
import { isPriceText, readPriceText } from './price-text';

describe('a price and nothing else', () => {
  it.each(['1.299,90 TL', '₺1.299,90', '1299.90', '149,90 TL', '$1,299.90', '€10', '1 299,90 ₺'])(
    'takes %s',
    (text) => expect(isPriceText(text)).toBe(true),
  );

  it.each([
    "804,61 TL evil.example'de 99 TL",
    '1 TL 2 TL',
    'call 0555 123 45 67',
    'see https://evil.example',
    'ücretsiz',
    '1234567890123 TL',
  ])('refuses %s', (text) => expect(isPriceText(text)).toBe(false));
});

describe('the amount in a price text', () => {
  it.each([
    ['1.749,90 TL', '1749.90', 'TRY'],
    ['₺1.299,90', '1299.90', 'TRY'],
    ['689,00 TL', '689.00', 'TRY'],
    ['$1,299.90', '1299.90', 'USD'],
    ['€10', '10.00', 'EUR'],
    ['1 299,9 ₺', '1299.90', 'TRY'],
    ['1.749 TL', '1749.00', 'TRY'],
    ['12 GBP', '12.00', 'GBP'],
    ['1299.90', '1299.90', null],
  ])('reads %s as %s %s', (text, amount, currency) =>
    expect(readPriceText(text)).toEqual({ amount, currency }),
  );

  it.each(['ücretsiz', '1 TL 2 TL', '1.234.56,7,8'])('reads nothing in %s', (text) =>
    expect(readPriceText(text)).toBeNull(),
  );
});
