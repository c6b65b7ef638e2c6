import type { PagedResult } from '@kolekt/shared/envelope';
import type { Product } from '@kolekt/shared/product';
import { apiPaths } from '@/lib/api-paths';
import { collectionFixture } from './fixtures';

/** index.html as `vite build` writes it (the app's scripts as modulepreloads). */
export const builtPage = `<!doctype html>
<html lang="en">
  <head>
    <title>Kolekt</title>
    <script type="module" crossorigin src="/assets/start-first-screen-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-b2.js" id="app-entry">
    <link rel="modulepreload" crossorigin href="/assets/framework-c3.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export const sharedCollection = collectionFixture({
  id: '9f3c2b1a-0000-4000-8000-000000000001',
  // What a collection's name may hold: it must stay text in the page and in its data block.
  name: 'Kitchen </script><b>$& bold</b>',
  isPublic: true,
  productCount: 2,
});

const product = (n: number): Product => ({
  id: `7c1d0000-0000-4000-8000-00000000000${n}`,
  title: `Bamboo board ${n}`,
  store: 'Trendyol',
  price: '249,90 TL',
  imagePath: `https://cdn.example/board-${n}.jpg`,
  url: `https://www.trendyol.com/board-${n}`,
});

export const firstProducts: PagedResult<Product> = {
  items: [product(1), product(2)],
  pageIndex: 1,
  pageSize: 10,
  totalCount: 2,
  hasNextPage: false,
};

/** The api's answers to a guest, by path, as the api's page route reads them. */
export const guestAnswers = new Map<string, unknown>([
  [apiPaths.collection(sharedCollection.id), sharedCollection],
  [apiPaths.collectionProducts(sharedCollection.id, 1), firstProducts],
  [
    apiPaths.priceTotals(sharedCollection.id),
    { totals: [], leftOut: { outOfStock: 0, unchecked: 0 } },
  ],
]);
