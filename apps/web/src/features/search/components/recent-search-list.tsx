import { Clock, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from '../lib/recent-searches';

/** Recent searches with per-item remove and 'clear all'. */
export function RecentSearchList({ onPick }: { onPick: (query: string) => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(readRecentSearches);
  if (!items.length) return null;
  return (
    <section aria-labelledby="search-recent" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="search-recent" className="flex items-center gap-2 text-sm font-semibold">
          <Clock aria-hidden className="text-muted-foreground size-4" />
          {t('search.recentSearches')}
        </h2>
        <button
          type="button"
          onClick={() => {
            clearRecentSearches();
            setItems([]);
          }}
          className="text-primary text-sm font-medium hover:underline"
        >
          {t('search.clearAll')}
        </button>
      </div>
      <ul className="divide-border bg-background divide-y rounded-xl shadow-[var(--shadow-card)]">
        {items.map((item) => (
          <li key={item} className="flex items-center">
            <button
              type="button"
              onClick={() => onPick(item)}
              className="flex-1 px-4 py-3 text-left text-sm"
            >
              {item}
            </button>
            <button
              type="button"
              aria-label={t('search.remove', { query: item })}
              onClick={() => {
                removeRecentSearch(item);
                setItems(readRecentSearches());
              }}
              className="text-muted-foreground hover:text-foreground mr-2 rounded p-2"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
