import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstGtin, gs1CheckDigit, toGtin14 } from './gtin';

/** A valid GTIN of the given length: random digits and their check digit. */
const gtin = (length: 8 | 12 | 13 | 14) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 })
    .map((digits) => digits.join(''))
    .filter((body) => /[1-9]/.test(body))
    .map((body) => `${body}${gs1CheckDigit(body)}`);
const anyGtin = fc.oneof(gtin(8), gtin(12), gtin(13), gtin(14));

describe('toGtin14', () => {
  it.each([
    // Trendyol's barcode of the real iPhone page (a UPC-A), and known EAN-13s.
    ['195950639056', '00195950639056'],
    ['8690000000012', '08690000000012'],
    [8690000000012, '08690000000012'],
    ['978-1-84975-709-6', '09781849757096'],
    ['ISBN 9781849757096', '09781849757096'],
    ['urn:gtin:0195950639056', '00195950639056'],
    [' 0 195950 63905 6 ', '00195950639056'],
    ['96385074', '00000096385074'],
  ])('reads %j as %s', (value, expected) => {
    expect(toGtin14(value)).toBe(expected);
  });

  it.each([
    ['195950639057', 'a wrong check digit'],
    ['184975709X', 'an ISBN-10'],
    ['12345', 'another length'],
    ['00000000000000', 'all zeros'],
    ['ABC-1234', 'a shop code'],
    [null, 'nothing'],
    [1.5, 'a fraction'],
  ] as [unknown, string][])('drops %j (%s)', (value) => {
    expect(toGtin14(value)).toBeNull();
  });

  it('gives every valid GTIN one 14-digit form that ends in it and reads as itself', () => {
    fc.assert(
      fc.property(anyGtin, (code) => {
        const normal = toGtin14(code);
        expect(normal).toMatch(/^\d{14}$/);
        expect(normal!.endsWith(code)).toBe(true);
        expect(normal!.slice(0, 14 - code.length)).toMatch(/^0*$/);
        expect(toGtin14(normal)).toBe(normal);
        // The same barcode padded as a page may pad it is the same product.
        expect(toGtin14(code.padStart(14, '0'))).toBe(normal);
      }),
    );
  });

  it('drops a GTIN with any one digit mistyped', () => {
    fc.assert(
      fc.property(anyGtin, fc.nat(), fc.integer({ min: 1, max: 9 }), (code, position, shift) => {
        const index = position % code.length;
        const typo = `${code.slice(0, index)}${(Number(code[index]) + shift) % 10}${code.slice(index + 1)}`;
        fc.pre(/[1-9]/.test(typo));
        expect(toGtin14(typo)).toBeNull();
      }),
    );
  });
});

describe('firstGtin', () => {
  it('skips invalid candidates for the first valid one', () => {
    expect(firstGtin([undefined, '123', '8690000000013', '195950639056'])).toBe('00195950639056');
    expect(firstGtin([undefined, 'x'])).toBeUndefined();
  });
});
