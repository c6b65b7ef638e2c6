import type { Product } from '@kolekt/shared/product';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { Component as StorePage } from './store';

const fetchMock = vi.fn<typeof fetch>();
let saved: Product[] = [];

beforeEach(() => {
  saved = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => {
    const data = { items: saved, pageIndex: 1, pageSize: 10, totalCount: saved.length };
    return envelopeResponse({ success: true, data: { ...data, hasNextPage: false } });
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

const openStore = (slug: string) =>
  renderWithProviders(<StorePage />, { path: '/store/:slug', initialEntries: [`/store/${slug}`] });

describe('The store page', () => {
  it('shows a known shop nobody saved from yet with its banner, says so and offers its live search', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });
    openStore('boyner');
    expect(screen.getByRole('heading', { level: 1, name: 'Boyner' })).toBeInTheDocument();
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByText('Products saved from Boyner will appear here.')).toBeInTheDocument();
    expect(screen.queryByText('Store not found')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('product/byStore?store=boyner&');

    await user.click(screen.getByRole('button', { name: 'Search Boyner live' }));
    expect(useModalStore.getState().stack).toMatchObject([
      { kind: 'addProduct', props: { store: 'boyner' } },
    ]);
  });

  it('lists what was saved from a shop under its banner', async () => {
    saved = [
      {
        id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
        title: 'Kahve Makinesi',
        store: 'Amazon Türkiye',
        price: '4.999 TL',
        imagePath: null,
        url: 'https://www.amazon.com.tr/kahve-makinesi',
      },
    ];
    openStore('amazon%20t%C3%BCrkiye');
    expect(screen.getByRole('heading', { level: 1, name: 'Amazon Türkiye' })).toBeInTheDocument();
    expect(await screen.findByText('Kahve Makinesi')).toBeInTheDocument();
    expect(screen.queryByText('No products yet')).not.toBeInTheDocument();
  });

  it('says not found only for a slug that is no known shop, in either language', async () => {
    openStore('nowhere');
    expect(screen.getByText('Store not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await i18next.changeLanguage('tr');
    expect(await screen.findByText('Mağaza bulunamadı')).toBeInTheDocument();
  });
});
