import type { DefaultOptions } from '@tanstack/react-query';

/**
 * The query cache's defaults, the same in the browser and where the server draws a page.
 * `networkMode: 'always'`: offline, a request fails at once with an error the screen can explain
 * and retry, instead of pausing with a spinner until the connection returns (issue #32); data
 * already shown stays, and the queries refetch when the connection returns.
 */
export const queryDefaults: DefaultOptions = {
  queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
  mutations: { networkMode: 'always' },
};
