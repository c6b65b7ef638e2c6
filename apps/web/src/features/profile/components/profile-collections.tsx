import type { Collection } from '@kolekt/shared/collection';
import { layout } from '@kolekt/shared/constants';
import { FolderOpen } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useUserCollections } from '../api/get-user-collections';

interface ProfileCollectionsProps {
  userId: string;
  own: boolean;
  /** The collection card, supplied by the page so this feature stays free of collection internals. */
  renderCollection: (collection: Collection) => ReactNode;
}

/** The user's public collections with 'Load More Collection' (spec §2 Profile page). */
export function ProfileCollections({ userId, own, renderCollection }: ProfileCollectionsProps) {
  const { t } = useTranslation();
  const query = useUserCollections(userId);
  const collections = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (query.isError && !query.data) toast.error(t('profile.toasts.collectionsFailed'));
  }, [query.isError, query.data, t]);

  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('profile.toasts.collectionsFailed'));
    });

  return (
    <section aria-labelledby="profile-collections" className="space-y-4">
      <h2 id="profile-collections" className="text-xl font-bold">
        {t('profile.collections')}
      </h2>
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: layout.collectionListSkeletons }, (_, cell) => (
            <Skeleton key={cell} className="h-32" />
          ))}
        </div>
      ) : collections.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={t('profile.empty.title')}
          description={t(own ? 'profile.empty.ownDescription' : 'profile.empty.description')}
          action={
            own ? (
              <Link to="/collections" className={buttonClasses('primary', 'sm')}>
                {t('profile.empty.goToCollections')}
              </Link>
            ) : null
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {collections.map((collection) => (
              <li key={collection.id}>{renderCollection(collection)}</li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" disabled={query.isFetchingNextPage} onClick={loadMore}>
                {query.isFetchingNextPage ? <Spinner /> : null}
                {t('profile.loadMoreCollections')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
