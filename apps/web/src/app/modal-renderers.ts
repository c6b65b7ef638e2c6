import { createElement, lazy, type ComponentType } from 'react';
import type { ModalRenderers } from '@/components/ui/modal/modal-root';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { ModalPropsByKind } from '@/stores/modal-store';

// Ctrl/Cmd+K works on every page and typing follows at once: its overlay is fetched ahead.
const SearchOverlay = lazyWithPreload(() =>
  import('@/features/search/components/search-overlay').then((m) => m.SearchOverlay),
);
export const preloadSearchOverlay = SearchOverlay.preload;

/**
 * A products dialog whose "added" confirmation offers the prices feature's "Watch price" (issue
 * #12); both parts load with the dialog.
 */
function withWatchOffer<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([
      load(),
      import('@/features/products/lib/added-product-action'),
      import('@/features/prices/lib/watch-price-action'),
    ]).then(([Dialog, offer, prices]) => ({
      default: (props: P) =>
        createElement(
          offer.AddedProductActionContext.Provider,
          { value: prices.watchPriceAction },
          createElement(Dialog, props),
        ),
    })),
  );
}

/** Which feature fills each modal kind; contents load on first opening (search: ahead of it). */
export const modalRenderers: ModalRenderers = {
  auth: {
    titleKey: 'auth.modal.title',
    Component: lazy(() =>
      import('@/features/auth/components/auth-modal').then((m) => ({ default: m.AuthModal })),
    ),
  },
  search: { titleKey: 'search.title', Component: SearchOverlay },
  loginPrompt: {
    titleKey: 'loginPrompt.title',
    Component: lazy(() =>
      import('@/components/login-prompt').then((m) => ({ default: m.LoginPrompt })),
    ),
  },
  productDetail: {
    titleKey: 'products.detail.title',
    // The detail (products) shows the prices (prices) and the AI analysis (analysis): the app
    // puts them together.
    Component: lazy(() =>
      Promise.all([
        import('@/features/products/components/product-detail'),
        import('@/features/prices/components/price-section'),
        import('@/features/analysis/components/analysis-section'),
      ]).then(([detail, prices, analysis]) => ({
        default: (props: ModalPropsByKind['productDetail']) =>
          createElement(detail.ProductDetail, {
            ...props,
            renderPrices: (product) => createElement(prices.PriceSection, { product }),
            renderAnalysis: (product) =>
              createElement(analysis.AnalysisSection, {
                productId: product.id,
                description: product.description,
              }),
          }),
      })),
    ),
  },
  addToCollections: {
    titleKey: 'products.addTo.title',
    Component: withWatchOffer(() =>
      import('@/features/products/components/add-to-collections-dialog').then(
        (m) => m.AddToCollectionsDialog,
      ),
    ),
  },
  addProduct: {
    titleKey: 'products.addProduct.title',
    Component: withWatchOffer(() =>
      import('@/features/products/components/add-product-dialog').then((m) => m.AddProductDialog),
    ),
  },
  createCollection: {
    titleKey: 'collections.form.createTitle',
    Component: lazy(() =>
      import('@/features/collections/components/create-collection-dialog').then((m) => ({
        default: m.CreateCollectionDialog,
      })),
    ),
  },
  editCollection: {
    titleKey: 'collections.form.editTitle',
    Component: lazy(() =>
      import('@/features/collections/components/edit-collection-dialog').then((m) => ({
        default: m.EditCollectionDialog,
      })),
    ),
  },
  deleteCollection: {
    titleKey: 'collections.delete.title',
    Component: lazy(() =>
      import('@/features/collections/components/delete-collection-dialog').then((m) => ({
        default: m.DeleteCollectionDialog,
      })),
    ),
  },
  shareCollection: {
    titleKey: 'collection.share.title',
    Component: lazy(() =>
      import('@/features/collections/components/share-dialog').then((m) => ({
        default: m.ShareDialog,
      })),
    ),
  },
  collectionMembers: {
    titleKey: 'members.title',
    Component: lazy(() =>
      import('@/features/members/components/members-dialog').then((m) => ({
        default: m.MembersDialog,
      })),
    ),
  },
  editProfile: {
    titleKey: 'profile.editForm.title',
    Component: lazy(() =>
      import('@/features/profile/components/profile-edit-dialog').then((m) => ({
        default: m.ProfileEditDialog,
      })),
    ),
  },
  followList: {
    titleKey: 'profile.followList.title',
    Component: lazy(() =>
      import('@/features/profile/components/follow-list-dialog').then((m) => ({
        default: m.FollowListDialog,
      })),
    ),
  },
};
