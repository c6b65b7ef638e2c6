import type { CheerioAPI } from 'cheerio';

/**
 * Distinct product links a page must show, outside its header, menus and footer, before it counts
 * as a list of products: fewer may be a "no results" page's few suggestions.
 */
export const listedProductsMin = 4;

/** What shops write when a search found nothing (they may still show suggestions under it). */
const noResults =
  /sonu[çc] bulunamad|[üu]r[üu]n bulunamad|arad[ıi][ğg][ıi]n[ıi]z [üu]r[üu]n[üu] bulamad|no results for|did not match any products/i;

/**
 * Whether the page visibly lists products, judged apart from any adapter's selectors: at least
 * `listedProductsMin` distinct links to the shop's product pages in its main content, and no
 * "nothing found" text. A page that does, from which the adapter read nothing, is unreadable.
 */
export function listsProducts($: CheerioAPI, pageUrl: URL, productLink: RegExp): boolean {
  const main = $('body').clone();
  main.find('header, nav, footer, script, style, noscript, template').remove();
  if (noResults.test(main.text())) return false;
  const links = new Set<string>();
  for (const anchor of main.find('a[href]').toArray()) {
    try {
      const link = new URL($(anchor).attr('href') ?? '', pageUrl);
      if (productLink.test(link.pathname)) links.add(link.pathname);
    } catch {
      // A broken href is no product link.
    }
    if (links.size >= listedProductsMin) return true;
  }
  return false;
}
