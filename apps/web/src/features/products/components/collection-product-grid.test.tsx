import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { CollectionProductGrid } from './collection-product-grid';

const collection: Collection = collectionFixture({ isEditable: true, productCount: 1 });

const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kablosuz kulaklık',
  store: 'Trendyol',
  price: '1.299,90 TL',
  imagePath: null,
  url: 'https://www.trendyol.com/kulaklik',
};

const page = { items: [product], pageIndex: 1, pageSize: 10, totalCount: 1, hasNextPage: false };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => envelopeResponse({ success: true, data: page }));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api/${path}`);

function renderGrid(props: { collection: Collection; preview?: boolean }) {
  return renderWithProviders(
    <>
      <CollectionProductGrid {...props} />
      <Toaster />
    </>,
  );
}

describe('CollectionProductGrid', () => {
  it('offers delete to the owner outside preview mode only', async () => {
    const { unmount } = renderGrid({ collection, preview: true });
    expect(await screen.findByText('Kablosuz kulaklık')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete product' })).not.toBeInTheDocument();
    unmount();

    const other = renderGrid({ collection: { ...collection, isEditable: false } });
    expect(await screen.findByText('Kablosuz kulaklık')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete product' })).not.toBeInTheDocument();
    other.unmount();

    renderGrid({ collection });
    expect(await screen.findByRole('button', { name: 'Delete product' })).toBeInTheDocument();
  });

  it('deletes with an Undo toast that adds the product back', async () => {
    const user = userEvent.setup();
    renderGrid({ collection });
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const body = { productId: product.id, collectionId: collection.id };
    await waitFor(() => expect(calls('product/delete')).toHaveLength(1));
    expect(calls('product/delete')[0]?.[1]).toMatchObject({
      method: 'DELETE',
      body: JSON.stringify(body),
    });

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls('product/add/collection')).toHaveLength(1));
    expect(calls('product/add/collection')[0]?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify(body),
    });
  });

  it('says so when the undo fails', async () => {
    const user = userEvent.setup();
    renderGrid({ collection });
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('product/add/collection')
        ? envelopeResponse({ success: false, statusCode: 500 })
        : envelopeResponse({ success: true, data: page }),
    );
    // Sonner keeps toasts of earlier tests in its module state; this test's toast comes first.
    const [undo] = await screen.findAllByRole('button', { name: 'Undo' });
    await user.click(undo!);
    expect(
      await screen.findByText('Failed to undo: Could not restore product'),
    ).toBeInTheDocument();
  });

  it('shows 14 skeletons while loading and the empty state when there are no products', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ success: true, data: { ...page, items: [], totalCount: 0 } }),
    );
    renderGrid({ collection });
    const loading = screen.getByRole('status', { name: 'Loading...' });
    expect(loading.children).toHaveLength(14);
    expect(await screen.findByText('No products yet', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
