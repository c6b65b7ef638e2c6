import type { Invitation } from '@kolekt/shared/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useIsAuthenticated } from '@/stores/session-store';

/** Invitations to the signed-in user by username, waiting for Accept or Decline. */
export function getPendingInvitations() {
  return apiData<Invitation[]>('invite/pending');
}

export const pendingInvitationsQueryOptions = queryOptions({
  queryKey: queryKeys.pendingInvitations,
  queryFn: getPendingInvitations,
});

export function usePendingInvitations() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...pendingInvitationsQueryOptions, enabled: authenticated });
}
