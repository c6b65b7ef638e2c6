import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowDirection } from '../api/get-follow-list';
import { FollowList } from './follow-list';

interface FollowListDialogProps {
  userId: string;
  tab: FollowDirection;
}

const tabClasses =
  'text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground flex-1 rounded-md px-3 py-1.5 text-sm font-medium data-[state=active]:shadow-sm';

/** Followers and following in two tabs, opened on the count the user clicked (spec §2). */
export function FollowListDialog({ userId, tab }: FollowListDialogProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<FollowDirection>(tab);
  return (
    <Tabs.Root value={active} onValueChange={(value) => setActive(value as FollowDirection)}>
      <Tabs.List aria-label={t('profile.followList.tabs')} className="bg-muted flex rounded-lg p-1">
        <Tabs.Trigger value="followers" className={tabClasses}>
          {t('profile.followers')}
        </Tabs.Trigger>
        <Tabs.Trigger value="followings" className={tabClasses}>
          {t('profile.following')}
        </Tabs.Trigger>
      </Tabs.List>
      {(['followers', 'followings'] as const).map((direction) => (
        <Tabs.Content key={direction} value={direction} className="mt-3 min-h-40">
          <FollowList userId={userId} direction={direction} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
