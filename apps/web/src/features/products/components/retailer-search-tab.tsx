import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { useState } from 'react';
import { useExtensionReady } from '@/hooks/use-extension-ready';
import { useRetailerSearch } from '../hooks/use-retailer-search';
import { RetailerResults } from './retailer-results';
import { RetailerSearchForm } from './retailer-search-form';

/**
 * The add-product dialog's Search tab: the form, replaced by the live results once submitted.
 * `initialStore`: the shop chosen at first (a store page's); kept when going back to the form.
 */
export function RetailerSearchTab({ initialStore }: { initialStore?: SearchStoreId }) {
  const { search, start, retry, searchInBrowser, reset } = useRetailerSearch();
  const { ready: extensionReady } = useExtensionReady();
  const [store, setStore] = useState(initialStore);
  if (!search) {
    return (
      <RetailerSearchForm
        store={store}
        onStoreChange={setStore}
        onSearch={(query) => void start(query, store)}
      />
    );
  }
  return (
    <RetailerResults
      search={search}
      onNewSearch={reset}
      onRetry={() => void retry()}
      onSearchInBrowser={extensionReady ? () => void searchInBrowser() : undefined}
    />
  );
}
