import type { Member, MemberRole } from '@kolekt/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

interface ChangeRoleInput {
  collectionId: string;
  userId: string;
  role: MemberRole;
}

export function changeMemberRole({ collectionId, userId, role }: ChangeRoleInput) {
  return apiData<Member>(
    `${apiPaths.collection(collectionId)}/members/${encodeURIComponent(userId)}`,
    { method: 'PUT', json: { role } },
  );
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: (_member, _error, { collectionId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.members(collectionId) }),
  });
}
