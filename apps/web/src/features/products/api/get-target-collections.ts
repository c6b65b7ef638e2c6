import type { Collection } from '@kolekt/shared/collection';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useOwnCollections } from './get-own-collections';

/**
 * Where the add-product dialog may put a product: the caller's own collections, and the one it
 * was opened on when the caller edits it as a member (issue #14). That one is on screen, so it is
 * read from the cache, kept from the first render on: choosing another must not drop it.
 */
export function useTargetCollections(openedOnId: string | undefined) {
  const queryClient = useQueryClient();
  const own = useOwnCollections();
  const [shared] = useState(() => {
    if (!openedOnId) return undefined;
    const cached = queryClient.getQueryData<Collection | null>(queryKeys.collection(openedOnId));
    return cached?.access === 'editor' ? cached : undefined;
  });
  const data = useMemo(
    () =>
      own.data && shared
        ? [shared, ...own.data.filter((collection) => collection.id !== shared.id)]
        : own.data,
    [own.data, shared],
  );
  return { data };
}
