import type { Collection } from '@kolekt/shared/collection';
import type { GiftClaim } from '@kolekt/shared/gifts';
import type { Product } from '@kolekt/shared/product';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { collectionFixture, sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { Component as CollectionRoute } from './collection';

const products: Product[] = ['Kablosuz kulaklık', 'Termos'].map((title, index) => ({
  id: `6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4${index}`,
  title,
  store: 'Trendyol',
  price: '1.299,90 TL',
  imagePath: null,
  url: `https://www.trendyol.com/${index}`,
}));
const claims: GiftClaim[] = [{ productId: products[1]!.id, state: 'claimed', byMe: false }];

const fetchMock = vi.fn<typeof fetch>();
let collection: Collection;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    const data = path.endsWith('/gifts')
      ? claims
      : path.includes('product/collection/')
        ? { items: products, pageIndex: 1, pageSize: 10, totalCount: 2, hasNextPage: false }
        : path.endsWith('/price-totals')
          ? { totals: [], leftOut: { outOfStock: 0, unchecked: 0 } }
          : collection;
    return envelopeResponse({ success: true, data });
  });
  useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const openCollection = (shown: Collection) => {
  collection = shown;
  return renderWithProviders(<CollectionRoute />, {
    path: '/collection/:id',
    initialEntries: [`/collection/${shown.id}`],
  });
};
const giftRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/gifts'));

describe('The collection page of a gift list', () => {
  it('tells its owner and editors nothing about claims and never asks for them', async () => {
    for (const access of ['owner', 'editor'] as const) {
      const { unmount } = openCollection(
        collectionFixture({ isGiftList: true, access, isEditable: access === 'owner' }),
      );
      expect(await screen.findByText('Kablosuz kulaklık')).toBeInTheDocument();
      expect(screen.getByText('Gift list')).toBeInTheDocument();
      expect(
        screen.getByText(/Claims are hidden from you so the surprise stays/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /I'll buy this/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/Someone is buying this/)).not.toBeInTheDocument();
      unmount();
    }
    expect(giftRequests()).toHaveLength(0);
  });

  it('shows visitors and viewers each product’s claim, read once for the whole grid', async () => {
    for (const access of ['visitor', 'viewer'] as const) {
      const { unmount } = openCollection(collectionFixture({ isGiftList: true, access }));
      expect(
        await screen.findByRole('button', { name: "I'll buy this: Kablosuz kulaklık" }),
      ).toBeInTheDocument();
      expect(screen.getByText('Someone is buying this')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /I'll buy this: Termos/ })).toBeNull();
      unmount();
    }
    expect(giftRequests()).toHaveLength(2);
  });

  it('shows nothing of gifts on a collection that is not a gift list', async () => {
    openCollection(collectionFixture());
    expect(await screen.findByText('Kablosuz kulaklık')).toBeInTheDocument();
    expect(screen.queryByText('Gift list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I'll buy this/ })).not.toBeInTheDocument();
    expect(giftRequests()).toHaveLength(0);
  });
});
