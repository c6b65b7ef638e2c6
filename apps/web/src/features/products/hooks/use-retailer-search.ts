import type { SearchMessage } from '@kolekt/shared/retailer-search';
import { pageSizes } from '@kolekt/shared/constants';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { searchWithExtension } from '@/lib/extension-bridge';
import { getPublicConfig, usePublicConfig } from '@/lib/public-config';
import { normalizeSearchKey, searchRetailers } from '../api/search-retailers';
import { applySearchMessage, failRun, newRun, type SearchRun } from '../lib/search-runs';

export interface RetailerSearch {
  query: string;
  /** The one shop asked; every shop when absent. */
  store?: SearchStoreId;
  server: SearchRun;
  /** The extension's search in the user's browser, once asked for. */
  browser: SearchRun | null;
}

type RunName = 'server' | 'browser';

/**
 * Runs one retailer search at a time: a new search, a retry, going back to the form or closing
 * the dialog aborts the one under way. A failed search ends done with what it had (spec §8).
 */
export function useRetailerSearch() {
  const { data: config } = usePublicConfig();
  const [search, setSearch] = useState<RetailerSearch | null>(null);
  const controllers = useRef<AbortController[]>([]);

  const stop = useCallback(() => {
    for (const controller of controllers.current) controller.abort();
    controllers.current = [];
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    async (
      name: RunName,
      stream: (onMessage: (m: SearchMessage) => void, signal: AbortSignal) => Promise<void>,
    ) => {
      const controller = new AbortController();
      controllers.current.push(controller);
      const update = (next: (current: SearchRun) => SearchRun) => {
        if (controller.signal.aborted) return;
        setSearch((current) => current && { ...current, [name]: next(current[name] ?? newRun()) });
      };
      try {
        await stream(
          (message) => update((current) => applySearchMessage(current, message)),
          controller.signal,
        );
      } catch (error) {
        const refused = error instanceof ApiError && error.statusCode === 429;
        update((current) => failRun(current, refused ? error.message : null));
      }
    },
    [],
  );

  const start = useCallback(
    async (query: string, store?: SearchStoreId) => {
      stop();
      setSearch({ query, store, server: newRun(), browser: null });
      await run('server', async (onMessage, signal) => {
        const scraperUrl = config?.scraperUrl ?? (await getPublicConfig())?.scraperUrl;
        if (!scraperUrl) throw new Error('No scraper address');
        await searchRetailers({ scraperUrl, key: query, store, signal, onMessage });
      });
    },
    [config, run, stop],
  );

  /**
   * Asks the extension to run the shop searches in this browser, merged into the results: the
   * same shops the server was asked, so picking one shop never reaches the others.
   */
  const searchInBrowser = useCallback(async () => {
    if (!search) return;
    setSearch((current) => current && { ...current, browser: newRun() });
    await run('browser', (onMessage, signal) =>
      searchWithExtension(
        {
          key: normalizeSearchKey(search.query),
          pageIndex: 1,
          pageSize: pageSizes.searchLoadMore,
          store: search.store,
        },
        onMessage,
        signal,
      ),
    );
  }, [run, search]);

  const retry = useCallback(
    () => (search ? start(search.query, search.store) : Promise.resolve()),
    [search, start],
  );

  const reset = useCallback(() => {
    stop();
    setSearch(null);
  }, [stop]);

  return { search, start, retry, searchInBrowser, reset };
}
