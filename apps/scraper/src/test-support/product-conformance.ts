import type { ScrapedProduct } from '@kolekt/extract';
import type { RealPage, RealProductExpectation } from './real-pages';

/** The fields a real page's expectation may state, as a reading gives them. */
const readingOf = (product: ScrapedProduct): Required<RealProductExpectation> => ({
  title: product.title,
  price: product.priceValue!,
  currency: product.currency!,
  availability: product.availability,
  image: product.image!,
  url: product.url,
});

/**
 * Where a reading differs from what a shopper sees on the page, one line per field: the field,
 * the expected and the read value, and the source the reading took the field from (its
 * provenance), so a failing page says what to look at. Empty when the reading is right.
 */
export function productMismatches(
  product: ScrapedProduct,
  expected: RealProductExpectation,
): string[] {
  const read = readingOf(product);
  return (Object.keys(read) as (keyof RealProductExpectation)[])
    .filter((field) => expected[field] !== undefined && read[field] !== expected[field])
    .map(
      (field) =>
        `${field}: expected ${JSON.stringify(expected[field])}, read ${JSON.stringify(read[field] ?? null)} from ${product.provenance[field] ?? 'no source'}`,
    );
}

/** The real product pages that must be read (not walls), with their expectations. */
export function realProductPages(pages: RealPage[]): [string, RealPage, RealProductExpectation][] {
  return pages
    .filter((page) => page.kind === 'product' && page.outcome === 'read')
    .map((page) => [page.file, page, page.expected as RealProductExpectation]);
}
