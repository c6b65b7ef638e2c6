import type { Collection } from '@kolekt/shared/collection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/**
 * One collection, or null when missing or private to someone else (404). Spec §6: sent without
 * the refresh cookie; the bearer header still goes, so isEditable and isCurrentUserLiked are right.
 */
export async function getCollection(id: string): Promise<Collection | null> {
  const reply = await apiRequest<Collection>(apiPaths.collection(id), {
    credentials: 'omit',
  });
  if (reply.success) return reply.data;
  if (reply.statusCode === 404 || reply.statusCode === 400) return null;
  throw new ApiError(reply.message, reply.statusCode);
}

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.collection(id),
    queryFn: () => getCollection(id),
    retry: false,
  });

export function useCollection(id: string | undefined) {
  return useQuery({ ...collectionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
