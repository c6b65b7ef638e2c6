import { timings } from '@kolekt/shared/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useFollowList, type FollowDirection } from '../api/get-follow-list';
import { FollowListCard } from './follow-list-card';

/** One tab's list: a 500 ms skeleton first (spec §2), then the people, with load more. */
export function FollowList({ userId, direction }: { userId: string; direction: FollowDirection }) {
  const { t } = useTranslation();
  const query = useFollowList(direction, userId);
  const [skeletonDone, setSkeletonDone] = useState(false);
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const timer = setTimeout(() => setSkeletonDone(true), timings.followersSkeletonMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (query.isError && !query.data) toast.error(t('profile.toasts.followsFailed'));
  }, [query.isError, query.data, t]);

  if (!skeletonDone || query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-3 py-2">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (people.length === 0) {
    return (
      <p className="text-muted-foreground py-8 text-center text-sm">
        {t(
          direction === 'followers'
            ? 'profile.followList.emptyFollowers'
            : 'profile.followList.emptyFollowing',
        )}
      </p>
    );
  }
  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('profile.toasts.followsFailed'));
    });
  return (
    <div>
      <ul className="divide-border divide-y">
        {people.map((person) => (
          <FollowListCard key={person.id} person={person} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 w-full"
          disabled={query.isFetchingNextPage}
          onClick={loadMore}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {t('profile.followList.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
