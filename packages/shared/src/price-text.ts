/**
 * A price as a person or a page writes it, and nothing else (decision 0062): a number with
 * thousands groups and up to two decimals, and at most one currency sign or short code before or
 * after it ('1.299,90 TL', '₺1.299,90', '$1,299.90', '1299.90'). Anything more (a sentence, a
 * link, a second price) is refused, so no typed words can reach a price anyone is shown.
 */
const currency = String.raw`(?:(?:[A-Za-z]{1,3}\s?)?[$€£¥₺₹]|[A-Za-z]{2,3})`;
const number = String.raw`\d+(?:[.,\s\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?`;
const priceText = new RegExp(String.raw`^(?:${currency}\s?)?(${number})(?:\s?${currency})?$`, 'u');

/** Whole digits a price may have: amounts are numeric(14,2). */
const maxWholeDigits = 12;

export function isPriceText(text: string): boolean {
  const match = priceText.exec(text.trim());
  if (!match) return false;
  const whole = match[1]!.replace(/[.,]\d{1,2}$/, '').replace(/\D/g, '');
  return whole.length <= maxWholeDigits;
}
