import { create } from 'zustand';

interface SelectedCollectionState {
  /** The collection shown in /collections; undefined means the first active one. */
  selectedId: string | undefined;
  select: (id: string | undefined) => void;
}

export const useSelectedCollectionStore = create<SelectedCollectionState>()((set) => ({
  selectedId: undefined,
  select: (selectedId) => set({ selectedId }),
}));
