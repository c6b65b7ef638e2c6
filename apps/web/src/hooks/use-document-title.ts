import { useEffect, useLayoutEffect, useRef } from 'react';

export const siteTitle = 'Kolekt';

/** The tab's title while this screen shows `title`: "Düğün listesi · Kolekt". */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · ${siteTitle}`;
  }, [title]);
}

/**
 * Every navigation starts from the site's title, before the new screen names itself: the page
 * the api served first carried its own (a shared collection's name). The first screen keeps it.
 */
export function useSiteTitleOnNavigation(pathname: string) {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = siteTitle;
  }, [pathname]);
}
