export const collectionMessages = {
  notFound: 'Collection not found',
  immutable: 'The default collection cannot be changed.',
  transition: 'This status change is not allowed.',
  created: 'Collection created.',
  updated: 'Collection updated.',
} as const;
