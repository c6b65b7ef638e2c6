import type { Availability } from '@kolekt/shared/price';
import { cleanText } from './text';

/**
 * schema.org ItemAvailability names and the words shops put in `product:availability` metas or
 * microdata text, folded to lower case without spaces, dashes or underscores.
 */
const namedAvailability: Record<string, Availability> = {
  instock: 'in_stock',
  instoreonly: 'in_stock',
  onlineonly: 'in_stock',
  limitedavailability: 'in_stock',
  availablefororder: 'in_stock',
  available: 'in_stock',
  stokta: 'in_stock',
  stoktavar: 'in_stock',
  outofstock: 'out_of_stock',
  soldout: 'out_of_stock',
  discontinued: 'out_of_stock',
  oos: 'out_of_stock',
  tukendi: 'out_of_stock',
  stoktayok: 'out_of_stock',
  preorder: 'preorder',
  presale: 'preorder',
  backorder: 'preorder',
  onbackorder: 'preorder',
};

/** Turkish letters a shop may write in stock words, as their ASCII look-alikes. */
const asciiOf: Record<string, string> = { ü: 'u', ö: 'o', ı: 'i', ş: 's', ç: 'c', ğ: 'g' };

/**
 * Stock from a machine-readable value: `https://schema.org/InStock`, `schema:SoldOut`, `PreOrder`,
 * `in stock`, `out_of_stock`… Undefined when the value says nothing known, so a less trusted
 * source may still answer.
 */
export function normalizeAvailability(value: unknown): Availability | undefined {
  const text = cleanText(value, 200);
  if (!text) return undefined;
  const name = text
    .replace(/^(https?:\/\/(www\.)?schema\.org\/|schema:)/i, '')
    .toLocaleLowerCase('tr')
    .replace(/[üöışçğ]/g, (letter) => asciiOf[letter] ?? letter)
    .replace(/[\s_-]+/g, '');
  return namedAvailability[name];
}
