import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTabs, useSearchStore, type SearchTab } from '@/stores/search-store';
import { CollectionResults } from './collection-results';
import { ProductResults } from './product-results';
import { UserResults } from './user-results';

/** Cards of other features, passed in by the route so the features stay independent. */
export interface SearchResultRenderers {
  renderProduct: (product: Product) => ReactNode;
  renderCollection: (collection: Collection) => ReactNode;
}

const tabClasses =
  'border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted-foreground data-[state=active]:border-primary data-[state=active]:text-foreground';

/**
 * The three result tabs. Only the shown tab is mounted, so only its search runs: the products
 * search on arrival from the URL, then whichever tab the user opens.
 */
export function SearchResults({
  query,
  renderProduct,
  renderCollection,
}: SearchResultRenderers & { query: string }) {
  const { t } = useTranslation();
  const activeTab = useSearchStore((state) => state.activeTab);
  const setActiveTab = useSearchStore((state) => state.setActiveTab);
  return (
    <Tabs.Root value={activeTab} onValueChange={(tab) => setActiveTab(tab as SearchTab)}>
      <Tabs.List aria-label={t('search.tabs.label')} className="border-border flex border-b">
        {searchTabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={tabClasses}>
            {t(`search.tabs.${tab}`)}
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
