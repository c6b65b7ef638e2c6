import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';
import { normalizeCurrency, parseMachinePrice, parsePriceText } from './parse-price';

describe('parsePriceText', () => {
  it.each([
    ['1.299,90 TL', 1299.9, 'TRY'],
    ['₺1.299,90', 1299.9, 'TRY'],
    ['1.299 TL', 1299, 'TRY'],
    ['1299.90', 1299.9, null],
    ['1299,90TL', 1299.9, 'TRY'],
    ['12.345.678,5 TL', 12345678.5, 'TRY'],
    ['€ 1.299,90', 1299.9, 'EUR'],
    ['£10.89', 10.89, 'GBP'],
    ['$1,299.90', 1299.9, 'USD'],
    ['1 299,90 €', 1299.9, 'EUR'],
    ['Fiyat: 49,99 TRY', 49.99, 'TRY'],
    ['999', 999, null],
    // SHOPS.md's number forms: Turkish thousands, Turkish decimals, English decimals.
    ['8.499', 8499, null],
    ['8.499 TL', 8499, 'TRY'],
    ['1.299,90', 1299.9, null],
    ['1,299.90', 1299.9, null],
    ['394.32', 394.32, null],
    ['394.32 TRY', 394.32, 'TRY'],
    ['₺394,32', 394.32, 'TRY'],
  ])('reads %s', (text, value, currency) => {
    expect(parsePriceText(text)).toEqual({ value, currency });
  });

  it('finds no price in text without digits', () => {
    expect(parsePriceText('Tükendi')).toBeNull();
    expect(parsePriceText('')).toBeNull();
  });

  it.each([
    '100TL üzeri kargo bedava',
    '150 TL ve üzeri',
    '150 TL ve Üzeri Kargo Bedava',
    'Ücretsiz kargo',
    'ücretsiz kargo',
    '50 TL indirim kodu',
    '200 TL İndirim Kodu',
    '500 TL VE ÜZERİ KARGO BEDAVA',
  ])('never takes the shipping or coupon text %j for a price', (text) =>
    expect(parsePriceText(text)).toBeNull(),
  );
});

describe('parseMachinePrice', () => {
  it('reads schema.org numbers as written and falls back to display text', () => {
    expect(parseMachinePrice('1299.900')).toBe(1299.9);
    expect(parseMachinePrice(1299.9)).toBe(1299.9);
    expect(parseMachinePrice('1.299,90')).toBe(1299.9);
    expect(parseMachinePrice('abc')).toBeNull();
    expect(parseMachinePrice(-1)).toBeNull();
  });
});

describe('normalizeCurrency', () => {
  it.each([
    ['TL', 'TRY'],
    ['₺', 'TRY'],
    ['try', 'TRY'],
    ['YTL', 'TRY'],
    ['€', 'EUR'],
    ['usd', 'USD'],
    ['', null],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeCurrency(input)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it('writes lira the Turkish way and other currencies the English way', () => {
    expect(formatPrice(1299.9, 'TRY')).toBe('1.299,90 TL');
    expect(formatPrice(1299, 'TRY')).toBe('1.299,00 TL');
    expect(formatPrice(10.89, 'GBP')).toBe('£10.89');
    expect(formatPrice(1299.9, 'USD')).toBe('$1,299.90');
    expect(formatPrice(5, null)).toBe('5.00');
  });
});
