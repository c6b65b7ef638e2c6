import type { Profile } from '@kolekt/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/stores/session-store';
import { setFollow } from '../api/follow-user';
import { userQueryKey } from '../api/get-user';

/**
 * Spec §4: flips isCurrentUserFollow and moves followerCount by one; disabled with a spinner
 * during the call; hidden for guests and while the status is unknown (null).
 */
export function FollowButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: setFollow,
    onSuccess: (state, { follow: followed }) => {
      queryClient.setQueryData<Profile | null>(userQueryKey(profile.id), (old) =>
        old
          ? {
              ...old,
              isCurrentUserFollow: state?.isCurrentUserFollow ?? followed,
              followerCount: state?.followerCount ?? old.followerCount + (followed ? 1 : -1),
            }
          : old,
      );
      // The lists in the follower dialog now hold a stale row.
      void queryClient.invalidateQueries({ queryKey: userQueryKey(profile.id), exact: false });
    },
    onError: () => toast.error(t('profile.toasts.followFailed')),
  });
  if (!currentUser || profile.isCurrentUserFollow === null) return null;
  const following = profile.isCurrentUserFollow;
  const name = `${profile.name} ${profile.surname}`;
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      aria-label={t(following ? 'profile.unfollowUser' : 'profile.followUser', { name })}
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate({ followerId: currentUser.id, followingId: profile.id, follow: !following })
      }
    >
      {follow.isPending ? (
        <Spinner />
      ) : following ? (
        <UserCheck aria-hidden className="size-4" />
      ) : (
        <UserPlus aria-hidden className="size-4" />
      )}
      {t(following ? 'profile.unfollow' : 'profile.follow')}
    </Button>
  );
}
