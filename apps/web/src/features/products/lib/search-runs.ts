import type { SearchItem, SearchMessage, ShopSearchStatus } from '@kolekt/shared/retailer-search';

/** Spec §4 scraped search: idle (nothing yet), wait (shops still answering), done. */
export type RetailerSearchStatus = 'idle' | 'wait' | 'done';

/** One stream of search messages: the server's, or the extension's in the user's browser. */
export interface SearchRun {
  status: RetailerSearchStatus;
  items: SearchItem[];
  shops: ShopSearchStatus[];
  /** The stream broke before its last message. */
  failed: boolean;
  /** The server's reason when it refused the search (a 429: too many searches), to show. */
  refusal: string | null;
}

export const newRun = (): SearchRun => ({
  status: 'idle',
  items: [],
  shops: [],
  failed: false,
  refusal: null,
});

/** Items in order, each link once: shops and the two runs may find the same product. */
export function uniqueByUrl(items: SearchItem[]): SearchItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.pureUrl) && Boolean(seen.add(item.pureUrl)));
}

/**
 * A 'wait' adds one shop's new items; the final 'completed' or 'cached' carries the whole merged
 * page and every shop's status, so it replaces what the waits built up.
 */
export function applySearchMessage(run: SearchRun, { message, data }: SearchMessage): SearchRun {
  const shops = data.shops ?? run.shops;
  if (message === 'wait') {
    return { ...run, status: 'wait', items: uniqueByUrl([...run.items, ...data.items]), shops };
  }
  return { ...run, status: 'done', items: uniqueByUrl(data.items), shops };
}

/** A run whose stream ended early (or never started: refused) keeps what it had. */
export const failRun = (run: SearchRun, refusal: string | null = null): SearchRun => ({
  ...run,
  status: 'done',
  failed: true,
  refusal,
});

/** Each shop once; the browser's answer for a shop wins over the server's (it got through). */
function mergeShops(server: ShopSearchStatus[], browser: ShopSearchStatus[]) {
  const byId = new Map(server.map((shop) => [shop.id, shop]));
  for (const shop of browser) {
    const known = byId.get(shop.id);
    if (!known || shop.status === 'answered' || known.status !== 'answered')
      byId.set(shop.id, shop);
  }
  return [...byId.values()];
}

/** What the Search tab shows: the server's run, with the browser's run merged in when there is one. */
export function combineRuns(server: SearchRun, browser: SearchRun | null) {
  if (!browser) {
    const { status, items, shops, failed } = server;
    return { status, items, shops, failed };
  }
  const runs = [server, browser];
  const items = uniqueByUrl([...server.items, ...browser.items]);
  let status: RetailerSearchStatus = 'wait';
  if (runs.every((run) => run.status === 'done')) status = 'done';
  else if (runs.every((run) => run.status === 'idle') && items.length === 0) status = 'idle';
  const failed = runs.every((run) => run.failed);
  return { status, items, shops: mergeShops(server.shops, browser.shops), failed };
}

/** Shops that gave no answer at all: blocked, timed out or failed. */
export const unreachableShops = (shops: ShopSearchStatus[]) =>
  shops.filter((shop) => shop.status !== 'answered');

/**
 * How many of the shops asked could be reached: `none` when every shop gave no answer, or the
 * search broke before any shop was heard from; then the term is not to blame.
 */
export function shopsReached(shops: ShopSearchStatus[], failed: boolean): 'all' | 'some' | 'none' {
  if (shops.length === 0) return failed ? 'none' : 'all';
  const unreachable = unreachableShops(shops).length;
  if (unreachable === 0) return 'all';
  return unreachable === shops.length ? 'none' : 'some';
}
