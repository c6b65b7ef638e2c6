import { ScrapeError } from '@kolekt/extract';
import type { Page } from 'playwright-core';

const tooLarge = () => new ScrapeError('too_large', 'The page is too large to scrape.');

// Scripts often fill the product in after `load` (an XHR, a timer); a short quiet spell is waited
// for, but a page that never goes quiet is read as it stands.
const settleMs = 3000;

/**
 * The rendered document's HTML, refused when over the size limit: its length is asked first,
 * so a huge document is never copied out of the browser.
 */
export async function readRenderedHtml(
  page: Page,
  maxBytes: number,
  remainingMs: number,
): Promise<string> {
  await page
    .waitForLoadState('networkidle', { timeout: Math.min(settleMs, remainingMs) })
    .catch(() => {});
  // UTF-16 length never exceeds the UTF-8 byte count, so over the limit here is over it for sure.
  // A string expression: the scraper compiles without the DOM's types.
  const length = Number(await page.evaluate('document.documentElement.outerHTML.length'));
  if (length > maxBytes) throw tooLarge();
  const html = await page.content();
  if (Buffer.byteLength(html) > maxBytes) throw tooLarge();
  return html;
}
