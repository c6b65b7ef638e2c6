/**
 * GS1 identifiers (GTIN-8, UPC-A/GTIN-12, EAN-13 and numeric ISBN-13, GTIN-14) in one stored
 * form: 14 digits, zero-padded on the left, with a valid check digit (decision 0059). The same
 * product carries its 12-digit UPC in one shop and its 13-digit EAN in another; padded they are
 * one string, so products match across shops by plain equality.
 */

const gtinLengths = new Set([8, 12, 13, 14]);

/** The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48;
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The GTIN-14 form of a barcode as pages write it ('0 195950 63905 6', 8690000000012, a
 * 'urn:gtin:' or 'ISBN ' prefix, hyphens), or null when it is no GTIN: another length, letters,
 * all zeros, or a wrong check digit (a typo or a shop's own code).
 */
export function toGtin14(value: unknown): string | null {
  if (typeof value === 'number') value = Number.isSafeInteger(value) ? String(value) : '';
  if (typeof value !== 'string') return null;
  const digits = value
    .trim()
    .replace(/^(urn:)?(gtin|ean|upc|isbn)(-?1[34])?:?/i, '')
    .replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !gtinLengths.has(digits.length)) return null;
  const padded = digits.padStart(14, '0');
  if (/^0+$/.test(padded)) return null;
  return gs1CheckDigit(padded.slice(0, 13)) === Number(padded[13]) ? padded : null;
}

/** The first candidate that is a valid GTIN, in GTIN-14 form. */
export function firstGtin(candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const gtin = toGtin14(candidate);
    if (gtin) return gtin;
  }
  return undefined;
}
