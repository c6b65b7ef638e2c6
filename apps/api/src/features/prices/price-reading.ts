import { parsePriceText, type ScrapedProduct } from '@kolekt/extract';
import type { PriceReading } from './record-observation';

/** What a full read of a product page says about its price. */
export function readingOfScrape(scraped: ScrapedProduct): PriceReading {
  return {
    amount: scraped.priceValue === null ? null : scraped.priceValue.toFixed(2),
    currency: scraped.priceValue === null ? null : scraped.currency,
    availability: scraped.availability,
    display: scraped.price,
  };
}

/**
 * What a display price alone says ('1.299,90 TL' from a search card or a user's browser):
 * nothing about stock, and lira for shops that price in lira without saying so.
 */
export function readingOfText(
  display: string | null,
  defaultCurrency: string | null,
): PriceReading {
  const parsed = display ? parsePriceText(display) : null;
  return {
    amount: parsed ? parsed.value.toFixed(2) : null,
    currency: parsed ? (parsed.currency ?? defaultCurrency) : null,
    availability: 'unknown',
    display,
  };
}
