import type { Collection } from '@kolekt/shared/collection';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/stores/session-store';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

/** Newest first, with load more; delete on one's own comments, and on all for the owner. */
export function CommentList({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const query = useComments(collection.id);
  const remove = useDeleteComment();
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (query.isError && !query.data) toast.error(t('comments.toasts.fetchFailed'));
  }, [query.isError, query.data, t]);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-4 py-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (comments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <MessageCircle aria-hidden className="text-muted-foreground size-9" />
        <p className="font-semibold">{t('comments.empty.title')}</p>
        <p className="text-muted-foreground text-sm">{t('comments.empty.description')}</p>
      </div>
    );
  }
  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('comments.toasts.loadMoreFailed'));
    });
  const onDelete = (id: string) =>
    remove.mutate(
      { id, collectionId: collection.id },
      { onError: () => toast.error(t('comments.toasts.deleteFailed')) },
    );
  return (
    <div>
      <ul aria-label={t('comments.list')} className="divide-border divide-y">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            canDelete={collection.isEditable || comment.userId === currentUser?.id}
            deleting={remove.isPending && remove.variables.id === comment.id}
            onDelete={onDelete}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="my-2 w-full"
          disabled={query.isFetchingNextPage}
          onClick={loadMore}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {t('comments.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
