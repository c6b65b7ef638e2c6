/** Every browser-storage key the app uses (spec §3 "Browser storage"), in one place. */
export const storageKeys = {
  session: 'kolekt-store',
  language: 'i18nextLng',
  returnPath: 'returnPath',
  noRedirect: 'noRedirect',
  lastVisitedCollections: 'lastVisitedCollections',
  lastVisitedProducts: 'lastVisitedProducts',
  recentSearches: 'recentSearches',
} as const;
