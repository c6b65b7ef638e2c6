import { cleanText } from './text';

/** A currency code standing alone, not inside a word ('1.299,90TL' counts, 'TLC' does not). */
const code = (name: string) => new RegExp(`(?<![a-z])${name}(?![a-z])`, 'i');

const currencyAliases: [RegExp, string][] = [
  [/₺/, 'TRY'],
  [code('(TL|TRY|YTL)'), 'TRY'],
  [/€/, 'EUR'],
  [code('EUR'), 'EUR'],
  [/£/, 'GBP'],
  [code('GBP'), 'GBP'],
  [/\$/, 'USD'],
  [code('USD'), 'USD'],
];

/** An ISO 4217 code from a code or symbol ('TL', '₺', 'usd', '€'), or null. */
export function normalizeCurrency(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  if (/^[a-z]{3}$/i.test(text)) return text.toUpperCase() === 'YTL' ? 'TRY' : text.toUpperCase();
  return currencyAliases.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Which of '.' and ',' separates decimals in a bare amount, or null when it has none. */
function decimalSeparator(digits: string): '.' | ',' | null {
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!separator) return null;
  const single = digits.indexOf(separator) === digits.lastIndexOf(separator);
  const fractionLength = digits.length - digits.lastIndexOf(separator) - 1;
  // In prices '1.299' and '1,299' group thousands, while '12,5' and '1299.90' carry decimals.
  return single && fractionLength !== 3 ? separator : null;
}

function toNumber(raw: string): number | null {
  const digits = raw.replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]$/, '');
  const separator = decimalSeparator(digits);
  const cut = separator ? digits.lastIndexOf(separator) : digits.length;
  const whole = digits.slice(0, cut).replace(/[.,]/g, '');
  const fraction = separator ? digits.slice(cut + 1) : '';
  if (!whole && !fraction) return null;
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Shipping thresholds and coupon badges look like prices ('100TL üzeri kargo bedava'). Matched
 * on the Turkish lower case, since /i leaves 'İ' of 'İNDİRİM KODU' unmatched.
 */
const notAPrice = /üzeri|kargo|bedava|ücretsiz|indirim kodu|free (shipping|delivery)/i;
const isNotAPrice = (text: string) => notAPrice.test(text.toLocaleLowerCase('tr'));

/** A price and its currency from display text: '1.299,90 TL', '₺1.299,90', '£10.89', '1299.90'. */
export function parsePriceText(value: unknown): { value: number; currency: string | null } | null {
  const text = cleanText(value);
  const match = text?.match(/\d[\d.,\s\u00a0\u202f']*/);
  if (!text || !match || isNotAPrice(text)) return null;
  const amount = toNumber(match[0].trim());
  return amount === null ? null : { value: amount, currency: normalizeCurrency(text) };
}

/**
 * A price from a machine-readable field, which should read '1299.90'; shops that put display
 * text there ('1.299,90 TL') are read as display text instead.
 */
export function parseMachinePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const text = cleanText(value);
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  return parsePriceText(text)?.value ?? null;
}
