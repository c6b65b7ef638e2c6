import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { stores } from '@kolekt/shared/stores';
import { browserShopsPort } from './ports';

/** One request a shop received from the browser: its path and query. */
export interface ShopRequest {
  shop: SearchStoreId;
  url: string;
}

/** The built-in shop a host name belongs to (`www.n11.com` → n11), or undefined. */
export function shopOfHost(host: string): SearchStoreId | undefined {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return stores.find((store) =>
    store.hosts.some((known) => name === known || name.endsWith(`.${known}`)),
  )?.searchId;
}

/**
 * Chromium's `--host-resolver-rules`: every built-in shop's names lead to browser-shops.ts on
 * 127.0.0.1, so the extension asks the shops at their real https addresses and nothing leaves
 * the machine.
 */
export const shopHostRules = stores
  .flatMap((store) => store.hosts)
  .flatMap((host) => [host, `*.${host}`])
  .map((name) => `MAP ${name} 127.0.0.1:${browserShopsPort}`)
  .join(', ');
