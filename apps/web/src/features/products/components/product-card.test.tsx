import { productImagePath } from '@kolekt/shared/product-image';
import type { Product } from '@kolekt/shared/product';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readVisitedProducts } from '@/lib/last-visited';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductCard } from './product-card';

const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kablosuz kulaklık',
  store: 'Trendyol',
  price: '1.299,90 TL',
  imagePath: 'https://cdn.example.com/kulaklik.jpg',
  url: 'https://www.trendyol.com/kulaklik',
};

const signIn = () =>
  useSessionStore.getState().setSession({
    accessToken: 'token',
    user: sessionUserFixture({ language: 'tr' }),
  });

beforeEach(() => {
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

describe('ProductCard', () => {
  it('shows the price, or the unavailable lines when there is none', () => {
    const { unmount } = renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('1,299.90 TL')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={{ ...product, price: null, title: '' }} />);
    expect(screen.getByText('price temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('check back later')).toBeInTheDocument();
    expect(screen.getByText('untitled')).toBeInTheDocument();
  });

  it('replaces a broken image with the not-found placeholder', () => {
    const { container } = renderWithProviders(<ProductCard product={product} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', productImagePath(product.imagePath!, 320));
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image not found' })).toBeInTheDocument();
  });

  it('shows delete only when given a delete action', async () => {
    const onDelete = vi.fn();
    const { unmount } = renderWithProviders(<ProductCard product={product} />);
    expect(screen.queryByRole('button', { name: 'Delete product' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={product} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    expect(onDelete).toHaveBeenCalledWith(product);
  });

  it('asks a guest to log in from the plus button', async () => {
    renderWithProviders(<ProductCard product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to collections' }));
    // Once the start-up session refresh has found no session.
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)).toMatchObject({
        kind: 'loginPrompt',
        props: { messageKey: 'products.loginToAdd' },
      }),
    );
  });

  it('opens add-to-collections for a signed-in user', async () => {
    signIn();
    renderWithProviders(<ProductCard product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to collections' }));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'addToCollections' });
  });

  it('opens the detail modal and records the product as visited', async () => {
    renderWithProviders(<ProductCard product={product} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Open details of Kablosuz kulaklık' }),
    );
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'productDetail',
      size: '4xl',
    });
    expect(readVisitedProducts()[0]).toMatchObject({ id: product.id, price: '1.299,90 TL' });
  });
  it('labels details the adder gave, and their price, in visible words in both languages', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <ProductCard product={{ ...product, detailsSource: 'shop' }} />,
    );
    expect(screen.queryByText('Not checked with the shop')).not.toBeInTheDocument();
    expect(screen.queryByText('(unconfirmed price)')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={{ ...product, detailsSource: 'user' }} />);
    // Text on the card itself, not only a name for screen readers or a tooltip.
    const label = screen.getByText('Not checked with the shop');
    expect(label).toBeVisible();
    expect(screen.getByText('(unconfirmed price)')).toBeVisible();
    await user.hover(label);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'These details were given by the person who added the product, not read from the shop.',
    );
    await i18next.changeLanguage('tr');
    expect(await screen.findByText('Mağazayla doğrulanmadı')).toBeVisible();
    expect(screen.getByText('(doğrulanmamış fiyat)')).toBeVisible();
  });
});
