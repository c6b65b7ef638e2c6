import { extractProduct, type ScrapedProduct } from '@kolekt/extract';
import { load } from 'cheerio';

/** The product of a page's HTML, read by the same code as Kolekt's server; null when none. */
export function readProduct(html: string, pageUrl: string): ScrapedProduct | null {
  try {
    return extractProduct(load(html), new URL(pageUrl));
  } catch {
    return null;
  }
}

export interface RenderedPage {
  html: string;
  url: string;
}

/**
 * The tab's page as the browser rendered it, after its scripts ran: shops that build the product
 * in JavaScript have it only here. Null on pages the browser keeps extensions out of.
 */
export async function readRenderedPage(tabId: number): Promise<RenderedPage | null> {
  try {
    const [result] = await chrome.scripting.executeScript({
      target: { tabId },
      func: () => ({ html: document.documentElement.outerHTML, url: location.href }),
    });
    const page = result?.result as RenderedPage | undefined;
    return page && /^https?:/.test(page.url) ? page : null;
  } catch {
    return null;
  }
}
