import type { Profile } from '@kolekt/shared/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const userQueryKey = queryKeys.user;

/** A profile computed for the caller, or null when the user does not exist (404). */
export async function getUser(userId: string): Promise<Profile | null> {
  const reply = await apiRequest<Profile>(`user/${encodeURIComponent(userId)}`);
  if (reply.success) return reply.data;
  if (reply.statusCode === 404 || reply.statusCode === 400) return null;
  throw new ApiError(reply.message, reply.statusCode);
}

export function useUserProfile(userId: string) {
  return useQuery({
    queryKey: userQueryKey(userId),
    queryFn: () => getUser(userId),
    enabled: Boolean(userId),
    retry: false,
  });
}
