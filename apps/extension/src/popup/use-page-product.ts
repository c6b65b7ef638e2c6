import type { ScrapedProduct } from '@kolekt/extract/scraped-product';
import { useCallback, useEffect, useState } from 'react';
import { readProduct, readRenderedPage } from '../capture/read-page';
import { targetTabId } from './target-tab';

export type PageProduct =
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  | { kind: 'nothing' }
  | { kind: 'found'; product: ScrapedProduct };

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
      const product = readProduct(page.html, page.url);
      setState(product ? { kind: 'found', product } : { kind: 'nothing' });
    })();
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
