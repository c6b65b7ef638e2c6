import type { Collection, UpdateCollectionInput } from '@kolekt/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const isTrue = (value: boolean | 'true' | 'false') => value === true || value === 'true';

/** Edit, visibility, archive, unarchive and delete all go through this one call (spec §7). */
export function updateCollection(input: UpdateCollectionInput) {
  return apiData<Collection | null>('collection/update', {
    method: 'PUT',
    form: {
      id: input.id,
      name: input.name,
      description: input.description ?? '',
      isPublic: String(isTrue(input.isPublic)),
      status: String(input.status),
      // Not sent, the api leaves it as it is: only the edit dialog changes it.
      isGiftList: input.isGiftList === undefined ? undefined : String(isTrue(input.isGiftList)),
    },
  });
}

/** The update input for a collection as it is, so a caller changes only what it means to. */
export function toUpdateInput(collection: Collection): UpdateCollectionInput {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description ?? '',
    isPublic: collection.isPublic,
    status: collection.status,
  };
}

/** Keeps the single-collection cache in step; the lists are adjusted by the caller. */
export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollection,
    onSuccess: (updated, input) => {
      if (updated) queryClient.setQueryData(queryKeys.collection(input.id), updated);
      else queryClient.removeQueries({ queryKey: queryKeys.collection(input.id) });
    },
  });
}
