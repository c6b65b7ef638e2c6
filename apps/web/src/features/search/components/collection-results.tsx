import type { Collection } from '@kolekt/shared/collection';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchCollections } from '../api/search-collections';
import { PagedResults } from './paged-results';

interface CollectionResultsProps {
  query: string;
  renderCollection: (collection: Collection) => ReactNode;
}

export function CollectionResults({ query, renderCollection }: CollectionResultsProps) {
  const { t } = useTranslation();
  return (
    <PagedResults
      result={useSearchCollections(query)}
      listLabel={t('search.tabs.collections')}
      emptyTitle={t('search.empty.collections', { query })}
      getKey={(collection) => collection.id}
      renderItem={renderCollection}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    />
  );
}
