import type { CheerioAPI } from 'cheerio';
import { stores } from '@kolekt/shared/stores';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/** One result as a shop page gives it; `toSearchItem` cleans and checks it. */
export interface ItemDraft {
  title?: unknown;
  /** A number ('1299.9'), or display text ('1.299,90 TL') to be parsed. */
  price?: unknown;
  currency?: unknown;
  image?: unknown;
  url?: unknown;
}

export interface ResultsPage {
  $: CheerioAPI;
  /** Where the page was finally served from: relative links resolve against it. */
  url: URL;
}

export interface ShopResults {
  items: ItemDraft[];
  hasNextPage: boolean;
}

/** What the search knows about one shop: its search URL and how to read its results page. */
export interface SearchAdapter {
  id: SearchStoreId;
  /** The store name of `@kolekt/shared/stores`, given to every item. */
  store: string;
  defaultBaseUrl: string;
  searchUrl(base: URL, key: string, pageIndex: number): URL;
  readResults(page: ResultsPage): ShopResults;
}

/** The built-in store's display name, looked up once so a renamed store cannot drift apart. */
export function storeName(host: string): string {
  const store = stores.find((candidate) => candidate.hosts.includes(host));
  if (!store) throw new Error(`No built-in store for ${host}`);
  return store.name;
}

/**
 * `path` under the base URL, keeping a base path prefix (a fixture server may serve several shops
 * under /trendyol, /boyner…), with the query parameters in the order given.
 */
export function shopUrl(base: URL, path: string, params: Record<string, string | number>): URL {
  const url = new URL(base);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  url.search = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  url.hash = '';
  return url;
}
