import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTabs, useSearchStore, type SearchTab } from '@/stores/search-store';
import { useSearchCounts } from '../hooks/use-search-counts';
import { CollectionResults } from './collection-results';
import { ProductResults } from './product-results';
import { UserResults } from './user-results';

/** Cards of other features, passed in by the route so the features stay independent. */
export interface SearchResultRenderers {
  renderProduct: (product: Product) => ReactNode;
  renderCollection: (collection: Collection) => ReactNode;
}

// On a phone the three tabs share the width, each count under its name: in a row, "Ürünler 1
// Koleksiyonlar 0 Kullanıcılar 0" is wider than a 390 px screen.
const tabClasses =
  'flex min-w-0 flex-col items-center justify-center gap-x-2 gap-y-1 border-b-2 border-transparent px-2 py-2.5 text-sm font-medium text-muted-foreground sm:flex-row sm:px-4 data-[state=active]:border-primary data-[state=active]:text-foreground';

/**
 * The three result tabs, each with how many it found (issue #32). A new query opens on the first
 * tab that found something when the shown one found nothing, once every search has answered;
 * a tab the user picks stays picked.
 */
export function SearchResults({
  query,
  renderProduct,
  renderCollection,
}: SearchResultRenderers & { query: string }) {
  const { t } = useTranslation();
  const activeTab = useSearchStore((state) => state.activeTab);
  const setActiveTab = useSearchStore((state) => state.setActiveTab);
  const counts = useSearchCounts(query);
  const settled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (settled.current === query || searchTabs.some((tab) => !counts[tab])) return;
    settled.current = query;
    if (counts[activeTab]!.found > 0) return;
    const found = searchTabs.find((tab) => counts[tab]!.found > 0);
    if (found) setActiveTab(found);
  }, [query, counts, activeTab, setActiveTab]);
  return (
    <Tabs.Root value={activeTab} onValueChange={(tab) => setActiveTab(tab as SearchTab)}>
      <Tabs.List
        aria-label={t('search.tabs.label')}
        className="border-border grid grid-cols-3 border-b sm:flex"
      >
        {searchTabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={tabClasses}>
            {t(`search.tabs.${tab}`)}
            {counts[tab] ? (
              <span className="bg-muted text-foreground rounded-full px-2 py-0.5 text-xs">
                {counts[tab].label}
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="products" className="pt-6">
        <ProductResults query={query} renderProduct={renderProduct} />
      </Tabs.Content>
      <Tabs.Content value="collections" className="pt-6">
        <CollectionResults query={query} renderCollection={renderCollection} />
      </Tabs.Content>
      <Tabs.Content value="users" className="pt-6">
        <UserResults query={query} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
