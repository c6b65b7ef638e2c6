import type { Product } from '@kolekt/shared/product';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductDetail } from './product-detail';

const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Akıllı Saat Pro',
  store: 'Trendyol',
  price: '2.499,00 TL',
  imagePath: null,
  url: 'https://www.trendyol.com/saat',
};
const note =
  'These details were given by the person who added the product, not read from the shop. Kolekt has not checked them with the shop yet.';

describe('ProductDetail', () => {
  it("spells out that the owner's own details are not confirmed by the shop", () => {
    const { unmount } = renderWithProviders(
      <ProductDetail product={{ ...product, detailsSource: 'shop' }} />,
    );
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductDetail product={{ ...product, detailsSource: 'user' }} />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('says beside the price that a product is out of stock, as its card does', () => {
    renderWithProviders(<ProductDetail product={{ ...product, availability: 'out_of_stock' }} />);
    const badges = screen.getByRole('list', { name: 'Price' });
    expect(badges).toHaveTextContent('Out of stock');
  });

  it("shows the shop's description when there is one, and no empty heading when not", () => {
    const description = 'Çift cidarlı gövde.\nSızdırmaz kapak.';
    const { unmount } = renderWithProviders(
      <ProductDetail product={{ ...product, description }} />,
    );
    const heading = screen.getByRole('heading', { name: 'Description' });
    expect(heading.nextElementSibling).toHaveTextContent('Çift cidarlı gövde. Sızdırmaz kapak.');
    unmount();
    renderWithProviders(<ProductDetail product={{ ...product, description: null }} />);
    expect(screen.queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument();
  });
  it('shows the prices the app passes in, for this product', () => {
    renderWithProviders(
      <ProductDetail product={product} renderPrices={(shown) => <p>prices of {shown.title}</p>} />,
    );
    expect(screen.getByText('prices of Akıllı Saat Pro')).toBeInTheDocument();
  });
});
