import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useModalStore } from '@/stores/modal-store';
import { useSearchStore } from '@/stores/search-store';
import { addRecentSearch, readRecentSearches } from '../lib/recent-searches';
import { SearchOverlay } from './search-overlay';

const routes = [{ path: '/search', element: <p>search page</p> }];

function setViewport(width: number) {
  // happy-dom re-evaluates media queries when its viewport changes.
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport(
    { width, height: 800 },
  );
}

afterEach(() => {
  useModalStore.getState().close();
  useSearchStore.getState().reset();
  setViewport(1024);
});

describe('SearchOverlay', () => {
  it('trims the text, stores it, closes and opens /search?query=', async () => {
    useModalStore.getState().push({ kind: 'search' });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchOverlay />, { routes });
    expect(
      screen.getByText('Find your favorite products and collections in one place'),
    ).toBeInTheDocument();
    await user.type(
      screen.getByPlaceholderText('Search for product, collection or user...'),
      '  red shoes {Enter}',
    );
    expect(await screen.findByText('search page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=red+shoes');
    expect(useSearchStore.getState().query).toBe('red shoes');
    expect(readRecentSearches()).toEqual(['red shoes']);
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('ignores a blank submit and shows the first 4 trending tags', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchOverlay />, { routes });
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    for (const tag of ['computer', 'clothes', 'shoes', 'accessories']) {
      expect(screen.getByRole('button', { name: tag })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'electronics' })).not.toBeInTheDocument();
  });

  it('has the field focused as it opens, so the first keys typed land in it', async () => {
    useModalStore.getState().push({ kind: 'search' });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchOverlay />, { routes });
    expect(screen.getByRole('searchbox')).toHaveFocus();
    // No click first: the keys go wherever the focus already is.
    await user.keyboard('kahve{Enter}');
    expect(await screen.findByText('search page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=kahve');
  });

  it('shows a shorter placeholder on a phone, still named by the full text', () => {
    setViewport(390);
    renderWithProviders(<SearchOverlay />);
    const field = screen.getByRole('searchbox', {
      name: 'Search for product, collection or user...',
    });
    expect(field).toHaveAttribute('placeholder', 'Product, collection, user');
  });

  it('shows the 4 newest recent searches, prefilled with the current query', async () => {
    for (const query of ['a1', 'a2', 'a3', 'a4', 'a5']) addRecentSearch(query);
    useSearchStore.getState().setQuery('kahve');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchOverlay />, { routes });
    expect(screen.getByRole('searchbox')).toHaveValue('kahve');
    for (const query of ['a5', 'a4', 'a3', 'a2']) {
      expect(screen.getByRole('button', { name: query })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'a1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'a3' }));
    expect(router.state.location.search).toBe('?query=a3');
  });

  it('clear empties the field and the query, closes and goes to /', async () => {
    useModalStore.getState().push({ kind: 'search' });
    useSearchStore.getState().setQuery('kahve');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchOverlay />, {
      path: '/search',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSearchStore.getState().query).toBe('');
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
