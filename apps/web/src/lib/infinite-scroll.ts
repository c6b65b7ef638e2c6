import { layout } from '@kolekt/shared/constants';

interface ScrollState {
  scrollTop: number;
  viewportHeight: number;
  documentHeight: number;
  hasNextPage: boolean;
  isLoading: boolean;
}

/** Spec §4: load the next page within 200 px of the bottom, when one exists and none is loading. */
export function shouldLoadNextPage({
  scrollTop,
  viewportHeight,
  documentHeight,
  hasNextPage,
  isLoading,
}: ScrollState) {
  if (!hasNextPage || isLoading) return false;
  return documentHeight - (scrollTop + viewportHeight) <= layout.infiniteScrollThresholdPx;
}
