import type { Collection, CreateCollectionInput } from '@kolekt/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createCollection(input: CreateCollectionInput) {
  return apiData<Collection>('collection/create', {
    method: 'POST',
    form: {
      name: input.name,
      description: input.description ?? '',
      isPublic: String(input.isPublic === true || input.isPublic === 'true'),
    },
  });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections }),
  });
}
