import type { Collection } from '@kolekt/shared/collection';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useAddableCollections } from './get-addable-collections';

/**
 * Where the add-product dialog may put a product: the caller's own collections and those they
 * edit as a member (issue #14), the one it was opened on first. That one is on screen, so it is
 * read from the cache, kept from the first render on: choosing another must not drop it.
 */
export function useTargetCollections(openedOnId: string | undefined) {
  const queryClient = useQueryClient();
  const addable = useAddableCollections();
  const [shared] = useState(() => {
    if (!openedOnId) return undefined;
    const cached = queryClient.getQueryData<Collection | null>(queryKeys.collection(openedOnId));
    return cached?.access === 'editor' ? cached : undefined;
  });
  const data = useMemo(
    () =>
      addable.data && shared
        ? [shared, ...addable.data.filter((collection) => collection.id !== shared.id)]
        : addable.data,
    [addable.data, shared],
  );
  return { data };
}
