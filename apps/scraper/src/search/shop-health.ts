import type { ShopSearchStatusKind } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { adapterVerification, type AdapterVerification } from './adapter-verification';

/**
 * One real read of a shop's search (cache answers are not reads): an answer is with items or
 * empty; `unreadable` is a page that lists products the adapter read none of.
 */
export type ShopRead = 'answered' | 'empty' | 'blocked' | 'unreadable' | 'timeout' | 'failed';

/** One shop's reads in the last window, for GET /health. */
export interface ShopHealthReport {
  id: SearchStoreId;
  /** How the latest read ended; null before the first. */
  status: ShopSearchStatusKind | null;
  answered: number;
  empty: number;
  blocked: number;
  unreadable: number;
  timeout: number;
  failed: number;
  /**
   * When this instance last read the shop's live page with items (ISO time), kept past the
   * window; null before the first.
   */
  lastReadAt: string | null;
  /** Whether the adapter is proven on a real page of the shop, or only on Kolekt's own pages. */
  verification: AdapterVerification;
  /** True while reads fail for at least half of at least `alarmMinReads` reads. */
  alarm: boolean;
}

export interface ShopHealth {
  record(id: SearchStoreId, read: ShopRead): void;
  report(ids: readonly SearchStoreId[]): ShopHealthReport[];
}

export interface ShopHealthOptions {
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  windowMs?: number;
  alarmMinReads?: number;
  alarmShare?: number;
  now?: () => number;
}

interface ShopState {
  reads: { at: number; read: ShopRead }[];
  status: ShopSearchStatusKind | null;
  alarm: boolean;
  lastReadAt: number | null;
}

/** Reads kept per shop: enough for an hour of steady searching, bounded memory either way. */
const maxReads = 2000;

const statusOf = (read: ShopRead): ShopSearchStatusKind => (read === 'empty' ? 'answered' : read);

/**
 * Per-shop health in memory, per instance, over a sliding window (an hour): a warn line when a
 * shop's status changes, an error line 'parser-health alarm' when its reads fail (blocked,
 * unreadable, failed, or empty while it gave items in the window) for at least half of at least
 * 10 reads. Each shop's report also says when its page was last read with items and whether its
 * adapter is verified on a real page (decision 0061).
 */
export function createShopHealth(options: ShopHealthOptions): ShopHealth {
  const { log, windowMs = 60 * 60 * 1000, alarmMinReads = 10, alarmShare = 0.5 } = options;
  const now = options.now ?? Date.now;
  const shops = new Map<SearchStoreId, ShopState>();

  const counts = (state: ShopState) => {
    const since = now() - windowMs;
    while (state.reads.length && state.reads[0]!.at < since) state.reads.shift();
    const tally = { answered: 0, empty: 0, blocked: 0, unreadable: 0, timeout: 0, failed: 0 };
    for (const { read } of state.reads) tally[read]++;
    return tally;
  };

  const failing = (tally: ReturnType<typeof counts>) => {
    const bad =
      tally.blocked + tally.unreadable + tally.failed + (tally.answered > 0 ? tally.empty : 0);
    const reads = tally.answered + tally.empty + tally.blocked + tally.unreadable + tally.failed;
    return reads >= alarmMinReads && bad >= reads * alarmShare;
  };

  return {
    record(id, read) {
      const state = shops.get(id) ?? { reads: [], status: null, alarm: false, lastReadAt: null };
      shops.set(id, state);
      state.reads.push({ at: now(), read });
      if (read === 'answered') state.lastReadAt = now();
      if (state.reads.length > maxReads) state.reads.shift();
      const status = statusOf(read);
      if (state.status && state.status !== status) {
        log.warn({ store: id, from: state.status, to: status }, 'shop search status changed');
      }
      state.status = status;
      const tally = counts(state);
      const alarm = failing(tally);
      if (alarm && !state.alarm) log.error({ store: id, ...tally }, 'parser-health alarm');
      state.alarm = alarm;
    },
    report(ids) {
      const all = new Set([...ids, ...shops.keys()]);
      return [...all].map((id) => {
        const state = shops.get(id) ?? { reads: [], status: null, alarm: false, lastReadAt: null };
        const tally = counts(state);
        return {
          id,
          status: state.status,
          ...tally,
          lastReadAt: state.lastReadAt === null ? null : new Date(state.lastReadAt).toISOString(),
          verification: adapterVerification(id),
          alarm: failing(tally),
        };
      });
    },
  };
}
