import type { DefaultOptions } from '@tanstack/react-query';

/** The query cache's defaults, the same in the browser and where the server draws a page. */
export const queryDefaults: DefaultOptions = {
  queries: { retry: 1, refetchOnWindowFocus: false },
};
