import { useRetailerSearch } from '../hooks/use-retailer-search';
import { RetailerResults } from './retailer-results';
import { RetailerSearchForm } from './retailer-search-form';

/** The add-product dialog's Search tab: the form, replaced by the live results once submitted. */
export function RetailerSearchTab() {
  const { search, start, reset } = useRetailerSearch();
  if (!search) return <RetailerSearchForm onSearch={(query) => void start(query)} />;
  return <RetailerResults search={search} onNewSearch={reset} />;
}
