import { findStoreByHost } from '@kolekt/shared/stores';

/** The built-in shops and `.tr` sites price in lira even where the page forgets to say so. */
export function defaultCurrency(url: string): string | null {
  const host = new URL(url).hostname;
  return findStoreByHost(host) || host.endsWith('.tr') ? 'TRY' : null;
}
