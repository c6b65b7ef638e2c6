import { useExtensionReady } from '@/hooks/use-extension-ready';
import { useRetailerSearch } from '../hooks/use-retailer-search';
import { RetailerResults } from './retailer-results';
import { RetailerSearchForm } from './retailer-search-form';

/** The add-product dialog's Search tab: the form, replaced by the live results once submitted. */
export function RetailerSearchTab() {
  const { search, start, retry, searchInBrowser, reset } = useRetailerSearch();
  const { ready: extensionReady } = useExtensionReady();
  if (!search) return <RetailerSearchForm onSearch={(query) => void start(query)} />;
  return (
    <RetailerResults
      search={search}
      onNewSearch={reset}
      onRetry={() => void retry()}
      onSearchInBrowser={extensionReady ? () => void searchInBrowser() : undefined}
    />
  );
}
