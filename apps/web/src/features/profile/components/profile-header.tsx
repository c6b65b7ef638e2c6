import type { Profile } from '@kolekt/shared/user';
import { Pencil, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatCount } from '@/lib/format-count';
import { useModalStore } from '@/stores/modal-store';
import { FollowButton } from './follow-button';

/** Spec §2: avatar, names, biography, edit or follow, and the two counts opening the dialog. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  const openList = (tab: 'followers' | 'followings') =>
    push({ kind: 'followList', size: 'lg', props: { userId: profile.id, tab } });
  // The label agrees with the number ("1 Follower", "2 Followers"), the number abbreviated.
  const count = (tab: 'followers' | 'followings', value: number, labelKey: string) => (
    <button
      type="button"
      onClick={() => openList(tab)}
      className="hover:bg-muted rounded-lg px-2 py-1 text-sm"
    >
      <span className="font-semibold">{formatCount(value)}</span>{' '}
      <span className="text-muted-foreground">{t(labelKey, { count: value })}</span>
    </button>
  );
  return (
    <section className="bg-background flex flex-col items-center gap-5 rounded-[var(--radius-card)] p-6 text-center shadow-[var(--shadow-card)] sm:flex-row sm:items-start sm:text-left">
      <UserAvatar key={profile.profileImagePath} user={profile} className="size-24 text-2xl" />
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-2xl font-bold break-words">
          {profile.name} {profile.surname}
        </h1>
        <p className="text-muted-foreground">@{profile.userName}</p>
        {profile.biography ? (
          <p className="pt-2 text-sm break-words whitespace-pre-line">{profile.biography}</p>
        ) : null}
        <div className="-mx-2 flex flex-wrap justify-center gap-1 pt-2 sm:justify-start">
          {count('followers', profile.followerCount, 'profile.followerCount')}
          {count('followings', profile.followingCount, 'profile.followingCount')}
        </div>
      </div>
      <div className="shrink-0">
        {profile.isEditable ? (
          <div className="flex flex-wrap justify-center gap-2">
            <Button
              variant="outline"
              onClick={() => push({ kind: 'editProfile', size: 'lg', props: { profile } })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('profile.edit')}
            </Button>
            <Link to="/settings/account" className={buttonClasses('outline')}>
              <Settings aria-hidden className="size-4" />
              {t('userMenu.accountSettings')}
            </Link>
          </div>
        ) : (
          <FollowButton profile={profile} />
        )}
      </div>
    </section>
  );
}
