import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AddProductDialog } from './add-product-dialog';
import { publicConfigFixture } from '@/test/fixtures';

vi.mock('@/lib/extension-bridge', () => ({
  checkExtensionReady: vi.fn(async () => false),
  searchWithExtension: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/config') {
      const data = publicConfigFixture();
      return envelopeResponse({ success: true, data });
    }
    if (path.includes('collection/addable')) {
      const data = { items: [], pageIndex: 1, pageSize: 50, totalCount: 0, hasNextPage: false };
      return envelopeResponse({ success: true, data });
    }
    // The live search never answers here: only what was asked matters.
    return new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } });
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

const selected = (name: string) =>
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

describe('The add-product dialog', () => {
  it('opens on By URL, the reliable path, until the user picks Search; then remembers it', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<AddProductDialog />);
    selected('By URL');
    expect(screen.getByLabelText('Product link')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Search' }));
    first.unmount();

    const second = renderWithProviders(<AddProductDialog />);
    selected('Search');
    expect(screen.getByRole('button', { name: 'Search in shops' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'By URL' }));
    second.unmount();

    renderWithProviders(<AddProductDialog />);
    selected('By URL');
  });

  it("opens a store page's search on Search with that shop chosen, and asks only that shop", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddProductDialog store="boyner" />);
    selected('Search');
    expect(screen.getByLabelText('Shop')).toHaveValue('boyner');
    expect(screen.getByRole('option', { name: 'Boyner', selected: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product name'), 'mont');
    await user.click(screen.getByRole('button', { name: 'Search in shops' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/scraper/search?key=mont&pageIndex=1&pageSize=12&store=boyner',
      ),
    );
  });

  it('searches every shop when All shops is chosen, as it does by default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddProductDialog store="n11" />);
    await user.selectOptions(screen.getByLabelText('Shop'), 'All shops');
    await user.type(screen.getByLabelText('Product name'), 'mont');
    await user.click(screen.getByRole('button', { name: 'Search in shops' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/scraper/search?key=mont&pageIndex=1&pageSize=12',
      ),
    );
  });

  it('opens a shared link on By URL whatever was chosen last', () => {
    localStorage.setItem('addProductTab', 'search');
    renderWithProviders(<AddProductDialog url="https://www.trendyol.com/p-1" />);
    selected('By URL');
  });
});
