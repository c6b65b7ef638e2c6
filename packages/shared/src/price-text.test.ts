import { describe, expect, it } from 'vitest';
import { isPriceText } from './price-text';

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
