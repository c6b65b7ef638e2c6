import { decodeHTML } from 'entities';

/** Trims and folds whitespace and decodes entities that JSON-LD and attributes often carry. */
export function cleanText(value: unknown, maxLength = 5000): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = decodeHTML(String(value)).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** An absolute http(s) URL resolved against the page, or undefined (data: and javascript: included). */
export function absoluteUrl(value: unknown, base: URL): string | undefined {
  const raw = cleanText(value, 4096);
  if (!raw) return undefined;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A number written with either decimal comma or point ('4,5', '4.5'), or undefined. */
export function looseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const match = cleanText(value)?.match(/\d+(?:[.,]\d+)?/);
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/** A count written with thousands separators ('21,200 ratings', '1.234 değerlendirme'). */
export function looseCount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  const match = cleanText(value)?.match(/\d[\d.,\s]*/);
  if (!match) return undefined;
  const digits = match[0].replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}
