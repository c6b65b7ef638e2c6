import { detectChallenge, type ScrapedProduct } from '@kolekt/extract';
import { useCallback, useEffect, useState } from 'react';
import { readProduct, readRenderedPage, type RenderedPage } from '../capture/read-page';
import { targetTabId } from './target-tab';

export type PageProduct =
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  /** The shop shows a robot check or bot wall instead of its page: the user can solve it. */
  | { kind: 'challenge' }
  | { kind: 'nothing' }
  | { kind: 'found'; product: ScrapedProduct };

/**
 * What the popup makes of a rendered page: a wall when the server's own recognition calls it one
 * (Hepsiburada's, Cloudflare's, Akamai's, Amazon's…) and it shows no priced product (a stray
 * challenge script on a real product page does not hide the product), else its product, else
 * nothing.
 */
export function pageProductOf(page: RenderedPage): Exclude<PageProduct, { kind: 'reading' }> {
  const product = readProduct(page.html, page.url);
  // The tab shows the page, so its status was one the browser displays: judge the markup.
  const wall = detectChallenge({ status: 200, headers: {}, html: page.html, url: page.url });
  if (wall && !product?.price) return { kind: 'challenge' };
  return product ? { kind: 'found', product } : { kind: 'nothing' };
}

/** The product of the target tab's rendered page, read once the popup is signed in. */
export function usePageProduct(enabled: boolean): { state: PageProduct; retry(): void } {
  const [state, setState] = useState<PageProduct>({ kind: 'reading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void (async () => {
      setState({ kind: 'reading' });
      const tabId = await targetTabId();
      const page = tabId === null ? null : await readRenderedPage(tabId);
      if (!current) return;
      if (!page) return setState({ kind: 'unreadable' });
      setState(pageProductOf(page));
    })();
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
