export const productMessages = {
  notFound: 'Product not found',
  collectionNotFound: 'Collection not found',
  added: 'Product added to the collection.',
  removed: 'Product removed from the collection.',
  notInCollection: 'This product is not in the collection.',
  scrapeFailed: 'Failed to scrape product',
} as const;
