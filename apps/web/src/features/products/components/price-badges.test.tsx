import type { Product } from '@kolekt/shared/product';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductCard } from './product-card';

const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kablosuz kulaklık',
  store: 'Trendyol',
  price: '1.099,90 TL',
  imagePath: null,
  url: 'https://www.trendyol.com/kulaklik',
};

const badges = (name = 'Price') => within(screen.getByRole('list', { name }));

describe('ProductCard price badges', () => {
  it('shows a cheaper price, the 30-day low and out of stock, in the reader’s number style', async () => {
    renderWithProviders(
      <ProductCard
        product={{
          ...product,
          changeSinceAdded: -12.4,
          lowestIn30Days: true,
          availability: 'out_of_stock',
        }}
      />,
    );
    const items = badges().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '-12%-12% cheaper than when it was added',
      'Lowest in 30 days',
      'Out of stock',
    ]);
    expect(items[0]).toHaveClass('text-green-700');

    await act(() => i18next.changeLanguage('tr'));
    expect(
      badges('Fiyat')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['-%12eklendiğinden bu yana -%12 daha ucuz', 'Son 30 günün en düşüğü', 'Stokta yok']);
  });

  it('marks a dearer price apart from a cheaper one', () => {
    renderWithProviders(<ProductCard product={{ ...product, changeSinceAdded: 5 }} />);
    const [badge] = badges().getAllByRole('listitem');
    expect(badge).toHaveTextContent('+5%+5% dearer than when it was added');
    expect(badge).not.toHaveClass('text-green-700');
  });

  it('shows nothing when the price has not moved and the product is in stock', () => {
    renderWithProviders(
      <ProductCard
        product={{
          ...product,
          changeSinceAdded: 0.3,
          lowestIn30Days: false,
          availability: 'in_stock',
        }}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.getByText('1,099.90 TL')).toBeInTheDocument();
  });
});
