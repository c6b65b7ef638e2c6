import { detectChallenge, type ScrapedProduct } from '@kolekt/extract';
import { readProduct } from './read-page';

export type LinkOutcome =
  { kind: 'product'; product: ScrapedProduct } | { kind: 'blocked' | 'nothing' | 'failed' };

/**
 * A linked page fetched from the user's browser, with the user's cookies for the shop, and read
 * like a rendered one. Pages built by JavaScript have no product here: they need opening.
 */
export async function fetchLinkedProduct(url: string, timeoutMs = 15_000): Promise<LinkOutcome> {
  try {
    const response = await fetch(url, {
      credentials: 'include',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const html = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (detectChallenge({ status: response.status, headers, html, url: response.url })) {
      return { kind: 'blocked' };
    }
    if (!response.ok) return { kind: 'failed' };
    const product = readProduct(html, response.url || url);
    return product ? { kind: 'product', product } : { kind: 'nothing' };
  } catch {
    return { kind: 'failed' };
  }
}
