/**
 * A price as a person or a page writes it, and nothing else (decision 0062): a number with
 * thousands groups and up to two decimals, and at most one currency sign or short code before or
 * after it ('1.299,90 TL', '₺1.299,90', '$1,299.90', '1299.90'). Anything more (a sentence, a
 * link, a second price) is refused, so no typed words can reach a price anyone is shown.
 */
const currency = String.raw`(?:(?:[A-Za-z]{1,3}\s?)?[$€£¥₺₹]|[A-Za-z]{2,3})`;
const number = String.raw`\d+(?:[.,\s\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?`;
const priceText = new RegExp(
  String.raw`^(?:(${currency})\s?)?(${number})(?:\s?(${currency}))?$`,
  'u',
);

/** Whole digits a price may have: amounts are numeric(14,2). */
const maxWholeDigits = 12;

export function isPriceText(text: string): boolean {
  const match = priceText.exec(text.trim());
  if (!match) return false;
  const whole = match[2]!.replace(/[.,]\d{1,2}$/, '').replace(/\D/g, '');
  return whole.length <= maxWholeDigits;
}

/** ISO codes of the signs and short codes people write; a three-letter code stands for itself. */
const currencyCodes: Record<string, string> = {
  tl: 'TRY',
  ytl: 'TRY',
  '₺': 'TRY',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
};

function currencyOf(sign: string | undefined): string | null {
  if (!sign) return null;
  const compact = sign.replace(/\s/g, '').toLowerCase();
  const symbol = /[$€£¥₺₹]/u.exec(compact)?.[0];
  if (symbol) return currencyCodes[symbol]!;
  return currencyCodes[compact] ?? (compact.length === 3 ? compact.toUpperCase() : null);
}

/**
 * The amount in a price as a person or a page wrote it ('1.749,90 TL' → 1749.90 TRY), so it can
 * be shown in the reader's number style; null when the text is not a price or its decimal mark
 * cannot be told ('1.749' groups thousands, as '1.749,90' does).
 */
export function readPriceText(text: string): { amount: string; currency: string | null } | null {
  if (!isPriceText(text)) return null;
  const match = priceText.exec(text.trim())!;
  const digits = match[2]!.replace(/[\s\u00a0\u202f]/g, '');
  const decimals = /[.,](\d{1,2})$/.exec(digits)?.[1];
  const whole = (decimals ? digits.slice(0, -decimals.length - 1) : digits).replace(/[.,]/g, '');
  const marks = new Set(digits.match(/[.,]/g) ?? []);
  // With decimals, the thousands mark (if any) is the other one: '1.749,90' or '1,749.90'.
  if (decimals && marks.size === 1 && digits.split(/[.,]/).length > 2) return null;
  return {
    amount: `${BigInt(whole).toString()}.${(decimals ?? '').padEnd(2, '0')}`,
    currency: currencyOf(match[1] ?? match[3]),
  };
}
