import { useNavigate } from 'react-router';
import { useModalStore } from '@/stores/modal-store';
import { useSearchStore } from '@/stores/search-store';
import { addRecentSearch } from '../lib/recent-searches';

/** Trims, stores the query, closes the overlay and opens /search; blank text is ignored. */
export function useSubmitSearch() {
  const navigate = useNavigate();
  return (text: string) => {
    const query = text.trim();
    if (!query) return;
    useSearchStore.getState().setQuery(query);
    addRecentSearch(query);
    useModalStore.getState().close();
    void navigate(`/search?${new URLSearchParams({ query })}`);
  };
}
