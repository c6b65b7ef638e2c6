import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import type { Profile } from '@kolekt/shared/user';
import { create } from 'zustand';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl' | '6xl';

/** Props of each modal kind (spec §2 Modals). */
export interface ModalPropsByKind {
  auth: { tab?: 'login' | 'register' };
  search: Record<string, never>;
  /** Asks a guest to log in, with a translation key saying why. */
  loginPrompt: { messageKey: string };
  productDetail: { product: Product };
  /**
   * External search results are saved one collection at a time (spec §4 Products); `proof` is
   * the server's signature of a result its own search found, passed on when saving.
   */
  addToCollections: {
    product: Product;
    external?: boolean;
    proof?: Pick<SearchItem, 'signature' | 'signedAt'>;
  };
  /** `url`: a shared link, opened on the By URL tab; `store`: a shop to search, on Search. */
  addProduct: { collectionId?: string; url?: string; store?: SearchStoreId };
  createCollection: Record<string, never>;
  editCollection: { collection: Collection };
  deleteCollection: { collection: Collection; onDeleted?: () => void };
  shareCollection: { collectionId: string };
  /** Owner and members of a collection (issue #14); `onLeft` moves the screen on after leaving. */
  collectionMembers: { collection: Collection; onLeft?: () => void };
  editProfile: { profile: Profile };
  /** Followers and following of a user, opened on the tab whose count was clicked. */
  followList: { userId: string; tab: 'followers' | 'followings' };
}
export type ModalKind = keyof ModalPropsByKind;

export type ModalRequest = {
  [K in ModalKind]: { kind: K; size?: ModalSize; props?: ModalPropsByKind[K] };
}[ModalKind];

export type ModalEntry = ModalRequest & { id: number; size: ModalSize };

interface ModalState {
  stack: ModalEntry[];
  /** Opens a modal on top of the current one; back returns to the one below. */
  push: (request: ModalRequest) => void;
  back: () => void;
  close: () => void;
}

let nextId = 1;

export const useModalStore = create<ModalState>()((set) => ({
  stack: [],
  push: (request) =>
    set((state) => ({
      stack: [...state.stack, { ...request, size: request.size ?? 'md', id: nextId++ }],
    })),
  back: () => set((state) => ({ stack: state.stack.slice(0, -1) })),
  close: () => set({ stack: [] }),
}));
