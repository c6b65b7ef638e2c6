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

/**
 * Where a page's results were read from, in the order they are tried (decision 0060): the cards
 * a shopper sees, then the shop's embedded state, then the JSON-LD written for search engines.
 */
export const resultSources = ['cards', 'state', 'json-ld'] as const;
export type ResultSource = (typeof resultSources)[number];

export interface ShopResults {
  items: ItemDraft[];
  hasNextPage: boolean;
  /** The source the items came from; null when none gave any. */
  source: ResultSource | null;
}

/** What the search knows about one shop: its search URL and how to read its results page. */
export interface SearchAdapter {
  id: SearchStoreId;
  /** The store name of `@kolekt/shared/stores`, given to every item. */
  store: string;
  defaultBaseUrl: string;
  searchUrl(base: URL, key: string, pageIndex: number): URL;
  readResults(page: ResultsPage): ShopResults;
  /**
   * Links to the shop's product pages ('-p-123'): a page with several of them and no item read
   * lists products the adapter cannot read (`unreadable`, decision 0060).
   */
  productLink: RegExp;
  /**
   * The real pages of this shop's search that the conformance suite reads
   * (apps/scraper/src/conformance/real-search-pages.test.ts), by file name under
   * ../shared/fixtures/real-pages/. Empty: the adapter is proven only on pages written for it.
   */
  verifiedOn: readonly string[];
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
