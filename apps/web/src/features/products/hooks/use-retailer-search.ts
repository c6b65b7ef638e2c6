import type { SearchItem } from '@kolekt/shared/retailer-search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPublicConfig, usePublicConfig } from '@/lib/public-config';
import { searchRetailers } from '../api/search-retailers';

/** Spec §4 scraped search: idle (nothing yet), wait (shops still answering), done. */
export type RetailerSearchStatus = 'idle' | 'wait' | 'done';

export interface RetailerSearch {
  query: string;
  status: RetailerSearchStatus;
  items: SearchItem[];
}

/**
 * Runs one retailer search at a time: a new search, going back to the form or closing the dialog
 * aborts the one under way. A failed search ends done with no items (spec §8).
 */
export function useRetailerSearch() {
  const { data: config } = usePublicConfig();
  const [search, setSearch] = useState<RetailerSearch | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (query: string) => {
      stop();
      const controller = new AbortController();
      controllerRef.current = controller;
      setSearch({ query, status: 'idle', items: [] });
      const update = (next: (current: RetailerSearch) => RetailerSearch) => {
        if (!controller.signal.aborted) setSearch((current) => current && next(current));
      };
      try {
        const scraperUrl = config?.scraperUrl ?? (await getPublicConfig())?.scraperUrl;
        if (!scraperUrl) throw new Error('No scraper address');
        await searchRetailers({
          scraperUrl,
          key: query,
          signal: controller.signal,
          onMessage: ({ message, data }) =>
            update((current) =>
              message === 'wait'
                ? { ...current, status: 'wait', items: [...current.items, ...data.items] }
                : {
                    ...current,
                    status: 'done',
                    items: message === 'cached' ? data.items : current.items,
                  },
            ),
        });
      } catch {
        update((current) => ({ ...current, status: 'done' }));
      }
    },
    [config, stop],
  );

  const reset = useCallback(() => {
    stop();
    setSearch(null);
  }, [stop]);

  return { search, start, reset };
}
