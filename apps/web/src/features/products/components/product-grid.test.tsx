import type { Product } from '@kolekt/shared/product';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductGrid } from './product-grid';

const products: Product[] = Array.from({ length: 4 }, (_, index) => ({
  id: `6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4${index}`,
  title: `Kulaklık ${index}`,
  store: 'Trendyol',
  price: '1.299,90 TL',
  imagePath: `https://cdn.example.com/kulaklik-${index}.jpg`,
  url: `https://www.trendyol.com/kulaklik-${index}`,
}));

it("fetches the first row's pictures at once and first, the others when they come near", () => {
  const { container } = renderWithProviders(<ProductGrid products={products} />);
  const images = [...container.querySelectorAll('img')];
  expect(images.map((image) => image.getAttribute('loading'))).toEqual([
    'eager',
    'eager',
    'lazy',
    'lazy',
  ]);
  expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
    'high',
    'high',
    'auto',
    'auto',
  ]);
});
