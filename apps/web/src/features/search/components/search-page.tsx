import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSearchStore } from '@/stores/search-store';
import { useSubmitSearch } from '../hooks/use-submit-search';
import { RecentSearchList } from './recent-search-list';
import { SearchResults, type SearchResultRenderers } from './search-results';

/** /search?query=: the search box, recent searches without a query, the result tabs with one. */
export function SearchPage(renderers: SearchResultRenderers) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const submit = useSubmitSearch();
  const [text, setText] = useState(query);

  // Opened from a link: the overlay then starts from the query shown here.
  useEffect(() => {
    if (query) useSearchStore.getState().setQuery(query);
  }, [query]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(text);
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('search.title')}</h1>
        {query ? (
          <p className="text-muted-foreground text-sm">{t('search.showingFor', { query })}</p>
        ) : null}
      </div>
      <form role="search" onSubmit={onSubmit} className="flex max-w-2xl gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            className="border-border bg-background focus-visible:border-ring h-11 w-full rounded-lg border pr-3 pl-9 text-sm"
          />
        </div>
        <Button type="submit" className="h-11">
          {t('search.submit')}
        </Button>
      </form>
      {query ? (
        <SearchResults query={query} {...renderers} />
      ) : (
        <RecentSearchList
          onPick={(item) => {
            setText(item);
            submit(item);
          }}
        />
      )}
    </div>
  );
}
