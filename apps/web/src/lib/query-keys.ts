/**
 * Query keys shared by features: a mutation in one feature (a new product) refreshes lists that
 * another shows (the collection header's product count), without importing its internals.
 */
export const queryKeys = {
  /** A profile; its follower and following lists sit below it. */
  user: (id: string) => ['user', id] as const,
  collection: (id: string) => ['collection', id] as const,
  /** Every collection page and comment list, for changes made by other people. */
  anyCollection: ['collection'] as const,
  anyComments: ['comments'] as const,
  collections: ['collections'] as const,
  activeCollections: ['collections', 'active'] as const,
  archivedCollections: ['collections', 'archived'] as const,
  /** Collections the caller is a member of (issue #14). */
  sharedCollections: ['collections', 'shared'] as const,
  /** Where the caller may put a product: their own active collections and those they edit. */
  addableCollections: ['collections', 'addable'] as const,
  mostLikedCollections: ['collections', 'mostLiked'] as const,
  lastAddedCollections: ['collections', 'lastAdded'] as const,
  products: ['products'] as const,
  collectionProducts: (collectionId: string) => ['products', 'collection', collectionId] as const,
  lastAddedProducts: ['products', 'lastAdded'] as const,
  storeProducts: (slug: string) => ['products', 'store', slug] as const,
  /** Products already in Kolekt whose title matches, offered beside a thin retailer search. */
  productsByTitle: (title: string) => ['products', 'title', title] as const,
  /** A collection's members and (for its owner) pending invitations, each a key below this. */
  members: (collectionId: string) => ['members', collectionId] as const,
  /** Invitations to the caller by username, waiting for an answer. */
  pendingInvitations: ['invitations', 'pending'] as const,
  /** What an invite link offers, read before it is accepted. */
  inviteLink: (token: string) => ['invitations', 'link', token] as const,
  /** Price histories and watches (issue #12): a live price alert makes them all stale. */
  prices: ['prices'] as const,
  /** One result tab of /search for one query; kind is the tab. */
  search: (kind: string, query: string) => ['search', kind, query] as const,
};
