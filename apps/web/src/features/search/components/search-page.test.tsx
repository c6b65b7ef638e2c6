import type { Product } from '@kolekt/shared/product';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchStore } from '@/stores/search-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { addRecentSearch } from '../lib/recent-searches';
import { SearchPage } from './search-page';

const product = (index: number): Product => ({
  id: `p${index}`,
  title: `Kahve ${index}`,
  store: 'Trendyol',
  price: null,
  imagePath: null,
  url: `https://www.trendyol.com/kahve-${index}`,
});
const page = (items: unknown[], pageIndex: number, hasNextPage: boolean) =>
  envelopeResponse({
    success: true,
    data: { items, pageIndex, pageSize: 12, totalCount: 14, hasNextPage },
  });

const fetchMock = vi.fn<typeof fetch>();
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  // Reset before, not after: a reset while the page is still mounted would search again.
  useSearchStore.getState().reset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const pageIndex = Number(url.searchParams.get('pageIndex'));
    if (url.pathname === '/api/product/name') {
      return pageIndex === 1
        ? page(
            Array.from({ length: 12 }, (_, index) => product(index + 1)),
            1,
            true,
          )
        : page([product(13), product(14)], 2, false);
    }
    if (url.pathname === '/api/user/search') {
      const user = {
        id: 'u7',
        name: 'Ayşe',
        surname: 'Kahveci',
        userName: 'aysek',
        biography: null,
      };
      return page([user], 1, false);
    }
    return envelopeResponse({ success: false, message: 'Request failed' }, 500);
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(path: string) {
  return renderWithProviders(
    <SearchPage
      renderProduct={(found) => <p>{found.title}</p>}
      renderCollection={(found) => <p>{found.name}</p>}
    />,
    { path: '/search', initialEntries: [path] },
  );
}

describe('SearchPage', () => {
  it('runs the product search from the URL and loads 12 more at a time', async () => {
    const user = userEvent.setup();
    renderPage('/search?query=kahve');
    expect(screen.getByText('Showing results for "kahve"')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(urls()[0]).toBe('/api/product/name?title=kahve&pageIndex=1&pageSize=12');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Kahve 14')).toBeInTheDocument();
    expect(urls()).toContain('/api/product/name?title=kahve&pageIndex=2&pageSize=12');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(useSearchStore.getState().query).toBe('kahve');
  });

  it('searches the other tabs when opened; a failed search reads as no results', async () => {
    const user = userEvent.setup();
    renderPage('/search?query=kahve');
    await user.click(screen.getByRole('tab', { name: /^Collections/ }));
    expect(await screen.findByText('No collections found for "kahve"')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term.')).toBeInTheDocument();
    expect(urls()).toContain('/api/collection/name?name=kahve&pageIndex=1&pageSize=12');

    await user.click(screen.getByRole('tab', { name: /^Users/ }));
    const card = await screen.findByRole('link', { name: /Ayşe Kahveci/ });
    expect(card).toHaveAttribute('href', '/profile/u7');
    expect(useSearchStore.getState().activeTab).toBe('users');
  });

  it('lists recent searches without a query: remove one, clear all', async () => {
    for (const query of ['çanta', 'kahve', 'ipek']) addRecentSearch(query);
    const user = userEvent.setup();
    renderPage('/search');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove "kahve"' }));
    expect(screen.queryByRole('button', { name: 'kahve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'çanta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('button', { name: 'ipek' })).not.toBeInTheDocument();
  });

  it('runs a recent search on the active tab, counting every tab', async () => {
    addRecentSearch('kahve');
    useSearchStore.getState().setActiveTab('users');
    const user = userEvent.setup();
    const { router } = renderPage('/search');
    await user.click(screen.getByRole('button', { name: 'kahve' }));
    expect(await screen.findByRole('link', { name: /Ayşe Kahveci/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=kahve');
    expect(urls()).toContain('/api/user/search?query=kahve&pageIndex=1&pageSize=12');
    expect(useSearchStore.getState().activeTab).toBe('users');
  });

  it('opens on the tab that found something, and shows each tab its count', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/collection/name') {
        return page([{ id: 'c1', name: 'Kahve köşesi' }], 1, false);
      }
      return page([], 1, false);
    });
    renderPage('/search?query=kahve');
    expect(await screen.findByRole('tab', { name: 'Collections 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Products 0' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users 0' })).toBeInTheDocument();
    expect(await screen.findByText('Kahve köşesi')).toBeInTheDocument();
  });
});
