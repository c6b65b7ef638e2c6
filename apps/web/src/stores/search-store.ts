import { create } from 'zustand';

export const searchTabs = ['products', 'collections', 'users'] as const;
export type SearchTab = (typeof searchTabs)[number];

interface SearchState {
  query: string;
  /** The result tab shown on /search; a new query runs the search of this tab. */
  activeTab: SearchTab;
  setQuery: (query: string) => void;
  setActiveTab: (tab: SearchTab) => void;
  reset: () => void;
}

/**
 * Client-side search state (spec §3); cleared when leaving /search and on logout. The results and
 * their loading and next-page flags live in the query cache, keyed by the query.
 */
export const useSearchStore = create<SearchState>()((set) => ({
  query: '',
  activeTab: 'products',
  setQuery: (query) => set({ query }),
  setActiveTab: (activeTab) => set({ activeTab }),
  reset: () => set({ query: '', activeTab: 'products' }),
}));
