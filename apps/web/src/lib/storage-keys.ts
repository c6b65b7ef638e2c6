/** Every browser-storage key the app uses (spec §3 "Browser storage"), in one place. */
export const storageKeys = {
  session: 'kolekt-store',
  language: 'i18nextLng',
  returnPath: 'returnPath',
  noRedirect: 'noRedirect',
  lastVisitedCollections: 'lastVisitedCollections',
  lastVisitedProducts: 'lastVisitedProducts',
  recentSearches: 'recentSearches',
  /** The add-product dialog's tab the user chose last (issue #11: By URL until they pick Search). */
  addProductTab: 'addProductTab',
} as const;
