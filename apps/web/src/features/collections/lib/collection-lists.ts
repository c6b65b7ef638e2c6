import type { Collection } from '@kolekt/shared/collection';
import type { PagedResult } from '@kolekt/shared/envelope';
import type { InfiniteData } from '@tanstack/react-query';

export type CollectionPages = InfiniteData<PagedResult<Collection>>;

export const flattenPages = (data: CollectionPages | undefined) =>
  data?.pages.flatMap((page) => page.items) ?? [];

export function removeFromPages(data: CollectionPages | undefined, id: string) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = page.items.filter((item) => item.id !== id);
      const removed = page.items.length - items.length;
      return { ...page, items, totalCount: page.totalCount - removed };
    }),
  };
}

/** Puts the collection at the front of the first page (spec §4: archived moves to the front). */
export function prependToPages(data: CollectionPages | undefined, collection: Collection) {
  if (!data?.pages[0]) return data;
  const withoutIt = removeFromPages(data, collection.id) ?? data;
  const [first, ...rest] = withoutIt.pages;
  if (!first) return data;
  return {
    ...withoutIt,
    pages: [
      { ...first, items: [collection, ...first.items], totalCount: first.totalCount + 1 },
      ...rest,
    ],
  };
}

export function replaceInPages(data: CollectionPages | undefined, collection: Collection) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === collection.id ? collection : item)),
    })),
  };
}

/**
 * After a collection leaves a list (archived, unarchived, deleted): the selection stays unless it
 * was the one that left, then it moves to the first remaining collection of the active list.
 */
export function nextSelection(
  selectedId: string | undefined,
  leftId: string,
  active: Collection[],
) {
  if (selectedId !== leftId) return selectedId;
  return active.find((item) => item.id !== leftId)?.id;
}
