import type { PagedResult } from '@kolekt/shared/envelope';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SearchMessage } from './search-message';

interface PagedResultsProps<T> {
  result: UseInfiniteQueryResult<InfiniteData<PagedResult<T>>>;
  listLabel: string;
  emptyTitle: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className: string;
}

/** Products or collections of a search: the grid and a 'load more' button while more exist. */
export function PagedResults<T>({
  result,
  listLabel,
  emptyTitle,
  getKey,
  renderItem,
  className,
}: PagedResultsProps<T>) {
  const { t } = useTranslation();
  const items = result.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return <SearchMessage searching={result.isPending} emptyTitle={emptyTitle} />;
  }
  return (
    <div className="space-y-6">
      <ul aria-label={listLabel} className={className}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {result.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={result.isFetchingNextPage}
            onClick={() => void result.fetchNextPage()}
          >
            {result.isFetchingNextPage ? <Spinner /> : null}
            {t('search.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
