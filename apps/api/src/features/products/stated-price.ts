import { defaultCurrency } from '@kolekt/extract';
import { formatMoney } from '@kolekt/shared/format-money';
import { readingOfText } from '../prices/price-reading';
import type { PriceReading } from '../prices/record-observation';

/**
 * A price a user stated (typed, captured in their browser, or an unsigned search result), as
 * Kolekt keeps it: the amount read from their text and Kolekt's own wording of it, never their
 * text itself (decision 0062). Null text when no amount could be read.
 */
export function statedPrice(text: string | null | undefined, url: string): PriceReading {
  const reading = readingOfText(text || null, defaultCurrency(url));
  return {
    ...reading,
    display: reading.amount ? formatMoney(reading.amount, reading.currency) : null,
  };
}
