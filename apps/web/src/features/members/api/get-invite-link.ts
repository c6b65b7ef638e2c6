import type { Invitation } from '@kolekt/shared/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What an invite link offers, also to a guest; null once it expired, was withdrawn or never was. */
export async function getInviteLink(token: string): Promise<Invitation | null> {
  const reply = await apiRequest<Invitation>(`invite/link/${encodeURIComponent(token)}`);
  if (reply.success) return reply.data;
  if (reply.statusCode === 404 || reply.statusCode === 400) return null;
  throw new ApiError(reply.message, reply.statusCode);
}

export const inviteLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.inviteLink(token),
    queryFn: () => getInviteLink(token),
    retry: false,
  });

export function useInviteLink(token: string) {
  return useQuery(inviteLinkQueryOptions(token));
}
