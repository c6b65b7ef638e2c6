import type { Paging } from '@kolekt/shared/paging';
import { LRUCache } from 'lru-cache';

/** Where a page begins: its first row's sort value (exact, as PostgreSQL prints it) and id. */
export interface PageStart {
  sortKey: string;
  id: string;
}

/**
 * Keyset inside, pageIndex outside (PERFORMANCE.md). The spec's calls page by index, and OFFSET
 * reads and drops every row before the page. Each list read fetches one row more than it shows,
 * which is exactly where the next page starts; remembered here, it lets the next page (and the
 * same page again) start at its first row through the index. A miss (another api instance, an
 * evicted entry, a jump ahead) falls back to OFFSET, so answers never depend on this cache; rows
 * added at the top meanwhile shift an OFFSET page, while a remembered start keeps infinite scroll
 * free of repeats.
 */
export class PageStarts {
  private readonly starts: LRUCache<string, PageStart>;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.starts = new LRUCache({ max: options.max ?? 20_000, ttl: options.ttlMs ?? 5 * 60_000 });
  }

  /** The start of the requested page of one list (a list: one query for one caller). */
  find(list: string, paging: Paging): PageStart | undefined {
    return paging.pageIndex === 1
      ? undefined
      : this.starts.get(key(list, paging.pageSize, paging.pageIndex));
  }

  /** Remembers where this page and the next one begin, from the rows just read (size + 1). */
  remember(list: string, paging: Paging, rows: PageStart[]) {
    const first = rows[0];
    const next = rows[paging.pageSize];
    if (first && paging.pageIndex > 1) {
      this.starts.set(key(list, paging.pageSize, paging.pageIndex), pick(first));
    }
    if (next) this.starts.set(key(list, paging.pageSize, paging.pageIndex + 1), pick(next));
  }
}

const key = (list: string, pageSize: number, pageIndex: number) =>
  `${list}|${pageSize}|${pageIndex}`;
const pick = ({ sortKey, id }: PageStart): PageStart => ({ sortKey, id });
