import type { Watch } from '@kolekt/shared/price';
import { BellRing } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteWatch } from '../api/delete-watch';
import { useWatches } from '../api/get-watches';
import { WatchListItem } from './watch-list-item';

/** /watching: the products whose price the user watches, page by page, each removable. */
export function WatchingPage() {
  const { t } = useTranslation();
  const query = useWatches();
  const remove = useDeleteWatch();
  const heading = useRef<HTMLHeadingElement>(null);
  const watches = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.totalCount ?? 0;

  const stopWatching = (watch: Watch) =>
    remove.mutate(watch.productId, {
      onSuccess: () => {
        toast.success(t('prices.watching.removed', { title: watch.title }));
        // The removed row took the focused button with it.
        heading.current?.focus();
      },
      onError: () => toast.error(t('prices.watch.stopFailed')),
    });

  let content;
  if (query.isPending) {
    content = (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = <p className="text-muted-foreground">{t('prices.watching.loadFailed')}</p>;
  } else if (watches.length === 0) {
    content = (
      <EmptyState
        icon={BellRing}
        title={t('prices.watching.empty.title')}
        description={t('prices.watching.empty.description')}
      />
    );
  } else {
    content = (
      <>
        <ul aria-label={t('prices.watching.list')} className="space-y-3">
          {watches.map((watch) => (
            <WatchListItem
              key={watch.productId}
              watch={watch}
              onRemove={stopWatching}
              removing={remove.isPending && remove.variables === watch.productId}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? <Spinner /> : null}
              {t('prices.watching.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {t('prices.watching.title')}
        </h1>
        <p className="text-muted-foreground text-sm">
          {query.data && total > 0
            ? t('prices.watching.count', { count: total })
            : t('prices.watching.subtitle')}
        </p>
      </div>
      {content}
    </div>
  );
}
