import { useEffect, useEffectEvent } from 'react';
import { shouldLoadNextPage } from '@/lib/infinite-scroll';

interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isLoading: boolean;
  loadNextPage: () => void;
}

/** Calls loadNextPage when the window scrolls within 200 px of the page bottom. */
export function useInfiniteScroll({ hasNextPage, isLoading, loadNextPage }: InfiniteScrollOptions) {
  const check = useEffectEvent(() => {
    const state = {
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
      hasNextPage,
      isLoading,
    };
    if (shouldLoadNextPage(state)) loadNextPage();
  });

  useEffect(() => {
    const onScroll = () => check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  // A short first page may not fill the screen: check again whenever loading settles. In the
  // next frame, where the page's height is measured anyway, rather than forcing that measure
  // in the middle of drawing a page of cards.
  useEffect(() => {
    if (isLoading) return;
    const frame = requestAnimationFrame(() => check());
    return () => cancelAnimationFrame(frame);
  }, [isLoading, hasNextPage]);
}
