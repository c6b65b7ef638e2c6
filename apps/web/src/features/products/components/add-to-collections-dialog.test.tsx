import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from 'sonner';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AddedProductActionContext } from '../lib/added-product-action';
import { AddToCollectionsDialog } from './add-to-collections-dialog';

const owned = (id: string, name: string): Collection =>
  collectionFixture({ id, name, isPublic: false, isEditable: true });

const collections = [
  owned('0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b', 'Hediyeler'),
  owned('1f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b', 'Kulaklıklar'),
];
const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kablosuz kulaklık',
  store: 'Trendyol',
  price: null,
  imagePath: null,
  url: 'https://www.trendyol.com/kulaklik',
};

const fetchMock = vi.fn<typeof fetch>();
let release: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes('collection/addable')) {
      const data = {
        items: collections,
        pageIndex: 1,
        pageSize: 50,
        totalCount: 2,
        hasNextPage: false,
      };
      return envelopeResponse({ success: true, data });
    }
    // Saving waits for the test, so the disabled-while-saving state can be seen.
    await new Promise<void>((resolve) => (release = resolve));
    return envelopeResponse({ success: true, data: null });
  });
});

afterEach(() => {
  // Sonner keeps its toasts between renders: each test starts with none.
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const saves = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/product/add/collection');

describe('AddToCollectionsDialog', () => {
  it('enables add only with a selection, disables it while saving, then clears the selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddToCollectionsDialog product={product} />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    const first = await screen.findByRole('button', { name: 'Hediyeler' });
    const second = screen.getByRole('button', { name: 'Kulaklıklar' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(add).toBeEnabled();
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await user.click(second);

    await user.click(add);
    expect(add).toBeDisabled();
    await waitFor(() => expect(saves()).toHaveLength(1));
    release();
    await waitFor(() => expect(saves()).toHaveLength(2));
    release();

    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(add).toBeDisabled();
    expect(saves().map(([, init]) => JSON.parse(String(init?.body)))).toEqual(
      collections.map((collection) => ({ productId: product.id, collectionId: collection.id })),
    );
  });

  it('offers the collections the caller edits as a member, saying whose they are', async () => {
    const shared = collectionFixture({
      id: '2f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b',
      name: 'Ev listesi',
      access: 'editor',
      user: { name: 'Deniz', surname: 'Kaya', userName: 'denizkaya' },
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (!String(url).includes('collection/addable')) return answer(url, init);
      const data = { items: [...collections, shared], pageIndex: 1, pageSize: 50 };
      return envelopeResponse({
        success: true,
        data: { ...data, totalCount: 3, hasNextPage: false },
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<AddToCollectionsDialog product={product} />);
    await user.click(await screen.findByRole('button', { name: 'Ev listesi shared with Deniz' }));
    expect(screen.getByRole('button', { name: 'Hediyeler' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]![1]!.body))).toMatchObject({ collectionId: shared.id });
    release();
  });

  it('shows addToCollectionsError when saving fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('collection/addable')
        ? envelopeResponse({
            success: true,
            data: {
              items: collections,
              pageIndex: 1,
              pageSize: 50,
              totalCount: 2,
              hasNextPage: false,
            },
          })
        : envelopeResponse({ success: false, statusCode: 403 }),
    );
    renderWithProviders(
      <>
        <AddToCollectionsDialog product={product} />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Hediyeler' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Could not add the product to the selected collections.'),
    ).toBeInTheDocument();
  });
  it('saves a search result with product/create, passing on its signature', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AddToCollectionsDialog
        product={{ ...product, pureUrl: product.url }}
        external
        proof={{ signature: 'c2lnbmVk', signedAt: 1_800_000_000_000 }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Hediyeler' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/product/create', expect.anything()),
    );
    release();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/product/create');
    const form = call?.[1]?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      collectionId: collections[0]!.id,
      title: product.title,
      store: product.store,
      pureUrl: product.url,
      signature: 'c2lnbmVk',
      signedAt: '1800000000000',
    });
  });
  it('offers the app’s extra action for the product once it is added', async () => {
    const user = userEvent.setup();
    const watch = vi.fn();
    const offer = vi.fn((added: Product) => ({
      label: 'Watch price',
      onClick: () => watch(added.id),
    }));
    renderWithProviders(
      <AddedProductActionContext value={offer}>
        <AddToCollectionsDialog product={product} />
      </AddedProductActionContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Hediyeler' }));
    expect(screen.queryByRole('button', { name: 'Watch price' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    release();
    await user.click(await screen.findByRole('button', { name: 'Watch price' }));
    expect(watch).toHaveBeenCalledWith(product.id);
  });

  it('offers it for the product a search result was saved as, in the toast', async () => {
    const user = userEvent.setup();
    const saved = { ...product, id: '9a1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d' };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('collection/addable')
        ? envelopeResponse({
            success: true,
            data: {
              items: collections,
              pageIndex: 1,
              pageSize: 50,
              totalCount: 2,
              hasNextPage: false,
            },
          })
        : envelopeResponse({ success: true, data: saved, statusCode: 201 }),
    );
    const watch = vi.fn();
    renderWithProviders(
      <AddedProductActionContext
        value={(added) => ({ label: 'Watch price', onClick: () => watch(added.id) })}
      >
        <AddToCollectionsDialog product={product} external />
        <Toaster />
      </AddedProductActionContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Hediyeler' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Product added to the selected collections.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watch price' }));
    expect(watch).toHaveBeenCalledWith(saved.id);
  });
});
