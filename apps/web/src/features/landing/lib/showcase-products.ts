/** The 7 illustrations of the landing page's floating columns (drawn locally in public/products). */
export const showcaseProducts = [
  { src: '/products/sneaker.svg', nameKey: 'landing.products.sneaker' },
  { src: '/products/headphones.svg', nameKey: 'landing.products.headphones' },
  { src: '/products/watch.svg', nameKey: 'landing.products.watch' },
  { src: '/products/handbag.svg', nameKey: 'landing.products.handbag' },
  { src: '/products/laptop.svg', nameKey: 'landing.products.laptop' },
  { src: '/products/camera.svg', nameKey: 'landing.products.camera' },
  { src: '/products/sunglasses.svg', nameKey: 'landing.products.sunglasses' },
] as const;

export type ShowcaseProduct = (typeof showcaseProducts)[number];

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Deals the items into three columns: 3, 2 and 2 for seven. */
export function toColumns<T>(items: readonly T[], columns = 3): T[][] {
  return Array.from({ length: columns }, (_, column) =>
    items.filter((_, index) => index % columns === column),
  );
}
