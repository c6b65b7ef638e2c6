import type { FollowListUser } from '@kolekt/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useModalStore } from '@/stores/modal-store';
import { useCurrentUser } from '@/stores/session-store';
import { setFollow } from '../api/follow-user';

/** A person in the follower dialog; its follow toggle flips only when the call succeeds. */
export function FollowListCard({ person }: { person: FollowListUser }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const close = useModalStore((state) => state.close);
  const queryClient = useQueryClient();
  const [following, setFollowing] = useState(person.isFollowing);
  const follow = useMutation({
    mutationFn: setFollow,
    onSuccess: (state, { follow: followed }) => {
      setFollowing(state?.isCurrentUserFollow ?? followed);
      // Counts on the profile behind the dialog may have moved.
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: () => toast.error(t('profile.toasts.followFailed')),
  });
  const name = `${person.name} ${person.surname}`;
  const canFollow = currentUser !== null && currentUser.id !== person.id;
  return (
    <li className="flex items-center gap-3 py-2.5">
      <UserAvatar
        user={{ ...person, profileImagePath: `/avatars/${person.id}.png` }}
        className="size-10"
      />
      <Link
        to={`/profile/${person.id}`}
        onClick={close}
        aria-label={t('profile.followList.openProfile', { name })}
        className="min-w-0 flex-1 rounded-lg hover:underline"
      >
        <span className="block truncate text-sm font-semibold">{name}</span>
        <span className="text-muted-foreground block truncate text-xs">@{person.userName}</span>
      </Link>
      {canFollow ? (
        <Button
          size="sm"
          variant={following ? 'outline' : 'primary'}
          aria-label={t(following ? 'profile.unfollowUser' : 'profile.followUser', { name })}
          aria-pressed={following}
          disabled={follow.isPending}
          onClick={() =>
            follow.mutate({
              followerId: currentUser.id,
              followingId: person.id,
              follow: !following,
            })
          }
        >
          {follow.isPending ? <Spinner /> : null}
          {t(following ? 'profile.unfollow' : 'profile.follow')}
        </Button>
      ) : null}
    </li>
  );
}
